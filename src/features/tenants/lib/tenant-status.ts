import type { StatusPalette } from '@/components/status-badge';

/** Spec 2 §4: active green, applicant warning, previous info, evicted error. */
export const TENANT_STATUS_PALETTE: StatusPalette = {
  active: 'green',
  applicant: 'warning',
  previous: 'info',
  evicted: 'error',
};

/** Spec 2 §4: passed green, failed red, pending warning, expired grey (completed: not given; blue, a finished check). */
export const BACKGROUND_CHECK_PALETTE: StatusPalette = {
  passed: 'green',
  failed: 'red',
  pending: 'warning',
  expired: 'gray',
  completed: 'blue',
};

/** The last 4 digits of an SSN ("•••-••-6789"), or null without digits; the full number is never shown. */
export function ssnLastFour(ssn: string | null | undefined): string | null {
  const digits = (ssn ?? '').replace(/\D/g, '');
  if (digits.length === 0) return null;
  return digits.slice(-4);
}

/** What the page shows for an SSN: `***-**-1234`, or "N/A". */
export function maskedSsn(ssn: string | null | undefined): string {
  const last = ssnLastFour(ssn);
  return last ? `***-**-${last}` : 'N/A';
}

export const tenantFullName = (t: { firstName: string; lastName: string }) => `${t.firstName} ${t.lastName}`.trim();
