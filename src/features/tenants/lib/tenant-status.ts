import { MISSING } from '@/lib/format';
/** The last 4 digits of an SSN ("•••-••-6789"), or null without digits; the full number is never shown. */
export function ssnLastFour(ssn: string | null | undefined): string | null {
  const digits = (ssn ?? '').replace(/\D/g, '');
  if (digits.length === 0) return null;
  return digits.slice(-4);
}

/** What the page shows for an SSN: `***-**-1234`, or "Not specified". */
export function maskedSsn(ssn: string | null | undefined): string {
  const last = ssnLastFour(ssn);
  return last ? `***-**-${last}` : MISSING;
}
