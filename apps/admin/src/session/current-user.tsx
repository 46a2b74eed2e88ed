import { createContext, useContext } from 'react';
import type { TNavigation } from '@commonpurse/domain';
import type { TClient, TMe } from '@/api/types.ts';

/** The signed-in user with the client and navigation the shell loaded (include=client,navigation). */
export interface TCurrentUser extends TMe {
  client: TClient;
  navigation: TNavigation;
}

export const CurrentUserContext = createContext<TCurrentUser | null>(null);

/** The signed-in user; only inside the signed-in shell. */
export function useCurrentUser(): TCurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is only available inside the signed-in shell');
  return user;
}

export function isCompleteUser(me: TMe): me is TCurrentUser {
  return me.client !== undefined && me.navigation !== undefined;
}
