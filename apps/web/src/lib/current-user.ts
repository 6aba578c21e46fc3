import type { Me } from '@skin/contract';
import { createContext, useContext } from 'react';

/** The signed-in user, provided by the session guard to every screen behind it. */
export const CurrentUserContext = createContext<Me | null>(null);

/** The signed-in user; only for components rendered behind the session guard. */
export function useCurrentUser(): Me {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser outside the session guard');
  return user;
}
