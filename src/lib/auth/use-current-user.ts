import { useAuth } from 'react-oidc-context';
import { currentUserFrom, type CurrentUser } from './current-user';

export type { CurrentUser } from './current-user';
export { avatarInitial } from './current-user';

/**
 * The signed-in user's claims ({ sub, name, email, picture, email_verified, updated_at, ... }),
 * or null when signed out (or while the session is still loading — check useAuthStatus().isLoading).
 */
export function useCurrentUser(): CurrentUser | null {
  const auth = useAuth();
  return currentUserFrom(auth?.user);
}
