import type { ReactNode } from 'react';
import type { TCapabilitySwitches } from '@commonpurse/domain';
import { CurrentUserContext, isCompleteUser } from '@/session/current-user.tsx';
import { makeClient, makeMe } from './fixtures.ts';

/** A screen as the signed-in shell gives it: the current user of a client with these capabilities. */
export function AsUser({
  features = {},
  children,
}: {
  features?: Partial<TCapabilitySwitches>;
  children: ReactNode;
}) {
  const me = makeMe(makeClient(1, 'City of Riverton', features));
  if (!isCompleteUser(me)) throw new Error('incomplete user fixture');
  return <CurrentUserContext.Provider value={me}>{children}</CurrentUserContext.Provider>;
}
