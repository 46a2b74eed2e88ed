import type { ReactNode } from 'react';
import type { TCapabilitySwitches } from '@commonpurse/domain';
import { CurrentUserContext, isCompleteUser } from '@/session/current-user.tsx';
import { makeClient, makeMe } from '@/test/fixtures.ts';

/** The section inside the signed-in shell's user context, with a client of these settings. */
export function asUser(
  element: ReactNode,
  client: { suppress_ips?: boolean; features?: Partial<TCapabilitySwitches> } = {},
) {
  const me = makeMe({
    ...makeClient(1, 'City of Riverton', client.features),
    suppress_ips: client.suppress_ips ?? false,
  });
  if (!isCompleteUser(me)) throw new Error('incomplete user fixture');
  return <CurrentUserContext.Provider value={me}>{element}</CurrentUserContext.Provider>;
}
