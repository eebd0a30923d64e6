/**
 * The simulated identity provider's demo accounts (mock mode only). The first is preselected on the
 * authorize page; one has a picture (an inline SVG data: URL, no network); one has no name, so the
 * shell's avatar shows U.
 */
export interface DemoUser {
  sub: string;
  name?: string;
  email: string;
  email_verified: boolean;
  picture?: string;
  /** Seconds since the epoch (OIDC updated_at). */
  updated_at: number;
  /** One line describing the account on the authorize page. */
  description: string;
}

function avatarSvg(initials: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${background}"/>` +
    `<text x="48" y="60" font-family="Arial, sans-serif" font-size="38" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export const DEMO_USERS: readonly DemoUser[] = [
  {
    sub: 'mock|alex-morgan',
    name: 'Alex Morgan',
    email: 'alex.morgan@example.com',
    email_verified: true,
    picture: avatarSvg('AM', '#7a5230'),
    updated_at: seconds('2025-01-15T09:30:00Z'),
    description: 'Property manager with a profile picture',
  },
  {
    sub: 'mock|jordan-lee',
    name: 'Jordan Lee',
    email: 'jordan.lee@example.com',
    email_verified: false,
    updated_at: seconds('2024-11-02T16:45:00Z'),
    description: 'Landlord without a picture, email not verified',
  },
  {
    sub: 'mock|no-name',
    email: 'no-name@example.com',
    email_verified: true,
    updated_at: seconds('2024-08-20T08:00:00Z'),
    description: 'Account without a name (the avatar shows U)',
  },
];

export const DEFAULT_DEMO_USER: DemoUser = DEMO_USERS[0]!;

export function findDemoUser(sub: string | null | undefined): DemoUser | undefined {
  return DEMO_USERS.find((user) => user.sub === sub);
}
