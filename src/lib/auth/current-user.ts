import type { User } from 'oidc-client-ts';

/**
 * The signed-in user (spec 1 §3, spec 3 §3): the non-standard claims of the identity token, at least
 * a subject identifier. oidc-client-ts strips the protocol claims (iss, aud, exp, nonce, ...) into
 * `user.profile`, which is exactly this set.
 */
export interface CurrentUser {
  sub: string;
  name?: string;
  email?: string;
  picture?: string;
  email_verified?: boolean;
  /** As issued (OIDC: seconds since the epoch; some providers send an ISO date string). */
  updated_at?: number | string;
  /** Any other non-standard claim of the identity token (e.g. org_id). */
  [claim: string]: unknown;
}

/** The current user from an oidc-client-ts User (null when signed out or the session expired). */
export function currentUserFrom(user: User | null | undefined): CurrentUser | null {
  if (!user || user.expired || !user.profile?.sub) return null;
  return { ...user.profile } as CurrentUser;
}

/** The avatar's letter (spec 1 §2 Shell): the first letter of the name, upper-cased; U if none. */
export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}
