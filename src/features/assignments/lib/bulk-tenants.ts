/**
 * The tenant checklist of Assign Multiple Tenants (spec 2 §2 "Assign Multiple Tenants, with a checkbox
 * list of tenants"): the order of one page of tenants and the line that counts them.
 */
import type { Tenant } from '@/lib/api/schema.gen';

type Listed = Pick<Tenant, 'id' | 'hasActiveLease'>;

/**
 * The page's tenants without a current assignment first (the contract's `hasActiveLease`: a current
 * assignment under an active lease), then those with one elsewhere, then those already on this unit
 * (`assignedHere`: shown, not checkable), each group in the server's order (last name, then first name).
 * The order holds within the page the server answered: with thousands of tenants the search box narrows
 * the page, rather than the list loading every tenant to sort them.
 */
export function unassignedFirst<T extends Listed>(tenants: readonly T[], assignedHere: ReadonlySet<string>): T[] {
  const rank = (t: T) => (assignedHere.has(t.id) ? 2 : t.hasActiveLease ? 1 : 0);
  return [...tenants].sort((a, b) => rank(a) - rank(b));
}

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'tenant' : 'tenants'}`;

/**
 * Under the checklist: how many tenants match, and when the list shows only the first page of them, that
 * typing narrows it ("Showing 100 of 7,800 tenants. Type a name or email to narrow the list.").
 */
export function bulkTenantsCountText(shown: number, total: number, search: string): string {
  const text = search.trim();
  if (total === 0) return text ? `No tenants match "${text}".` : 'No tenants yet.';
  if (shown >= total) return text ? `${count(total)} ${total === 1 ? 'matches' : 'match'} "${text}".` : count(total);
  return `Showing ${shown.toLocaleString('en-US')} of ${count(total)}. Type a name or email to narrow the list.`;
}
