/**
 * Turns the global-search answer (spec 1 §3 "Search response") into the groups and items both the
 * dropdown and the results page render: one place decides each hit's text, badges and route.
 */
import type { BadgeProps } from '@chakra-ui/react';
import { type BadgeMeaning, humanizeStatus } from '@/components/status-badge';
import {
  AVAILABILITY_PALETTE,
  PRIORITY_PALETTE,
  REQUEST_STATUS_PALETTE,
  type StatusPalette,
  TENANT_STATUS_PALETTE,
} from '@/components/status-badge-palettes';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { GlobalSearchResponse } from '@/lib/api/schema.gen';

export type SearchGroupKey = 'properties' | 'units' | 'tenants' | 'maintenance_requests';

export interface SearchBadge {
  label: string;
  palette: NonNullable<BadgeProps['colorPalette']>;
  /** A state unless said otherwise; drawn with the record page's look (src/components/status-badge.tsx). */
  meaning?: BadgeMeaning;
}

export interface SearchItem {
  /** Unique across groups: `${group}:${id}`. */
  key: string;
  group: SearchGroupKey;
  id: string;
  href: string;
  title: string;
  details: string[];
  badges: SearchBadge[];
}

export interface SearchGroup {
  key: SearchGroupKey;
  label: string;
  items: SearchItem[];
  /** Hits matching in this group (may exceed items.length). */
  totalHits: number;
}

/** Group order and headings (spec 1 §2 "Global search"). */
export const SEARCH_GROUPS: { key: SearchGroupKey; label: string }[] = [
  { key: 'properties', label: 'Properties' },
  { key: 'units', label: 'Units' },
  { key: 'tenants', label: 'Tenants' },
  { key: 'maintenance_requests', label: 'Maintenance Requests' },
];

/**
 * Where a hit leads. Maintenance hits go to /maintenance-requests/{id} (the route table's detail
 * page); the spec's other reading, /maintenance/{id}, redirects there too (src/app/router.tsx).
 */
export function searchHitHref(group: SearchGroupKey, id: string | number): string {
  const key = String(id);
  switch (group) {
    case 'properties':
      return paths.properties.detail(key);
    case 'units':
      return paths.units.detail(key);
    case 'tenants':
      return paths.tenants.detail(key);
    case 'maintenance_requests':
      return paths.maintenanceRequests.detail(key);
  }
}

/** A group's count: "N of M results" when truncated, else "M result(s)". */
export function groupCountText(shown: number, total: number): string {
  if (shown < total) return `${shown} of ${total} results`;
  return `${total} ${total === 1 ? 'result' : 'results'}`;
}

const humanise = (value: string) => humanizeStatus(value);

/** The palette of the record's own badge (a tenant's, a request's), so a hit looks like the record's page. */
const paletteOf = (palette: StatusPalette, value: string): SearchBadge['palette'] => palette[value] ?? 'gray';

const present = (values: (string | null | undefined)[]) => values.filter((v): v is string => !!v && v.trim() !== '');

type Data = GlobalSearchResponse['data'];

export function toSearchGroups(response: GlobalSearchResponse | null | undefined): SearchGroup[] {
  const data: Partial<Data> = response?.data ?? {};
  return SEARCH_GROUPS.map(({ key, label }) => {
    const section = data[key];
    const hits = (section?.hits ?? []) as unknown[];
    const items = hits.map((hit) => toItem(key, hit as never));
    return { key, label, items, totalHits: Math.max(section?.totalHits ?? items.length, items.length) };
  });
}

type Hit<K extends SearchGroupKey> = Data[K]['hits'][number];

function toItem(group: SearchGroupKey, hit: Hit<SearchGroupKey>): SearchItem {
  const base = { group, id: String(hit.id), key: `${group}:${hit.id}`, href: searchHitHref(group, hit.id) };
  switch (group) {
    case 'tenants': {
      const t = hit as Hit<'tenants'>;
      const badges: SearchBadge[] = [];
      if (t.status) badges.push({ label: humanise(t.status), palette: paletteOf(TENANT_STATUS_PALETTE, t.status) });
      if (t.hasActiveLease) badges.push({ label: 'Active Lease', palette: 'green' });
      return { ...base, title: present([t.firstName, t.lastName]).join(' '), details: present([t.email]), badges };
    }
    case 'units': {
      const u = hit as Hit<'units'>;
      return {
        ...base,
        title: `Unit ${u.unitNumber}`,
        details: present([u.propertyName, `${formatMoney(u.monthlyRent)} per month`]),
        badges: [
          u.isAvailable
            ? { label: 'Available', palette: AVAILABILITY_PALETTE.available }
            : { label: 'Occupied', palette: AVAILABILITY_PALETTE.occupied },
        ],
      };
    }
    case 'properties': {
      const p = hit as Hit<'properties'>;
      const units = p.totalUnits ?? 0;
      return {
        ...base,
        title: p.name,
        details: present([
          p.address,
          present([p.city, p.state]).join(', '),
          `${units} ${units === 1 ? 'unit' : 'units'}`,
        ]),
        badges: [],
      };
    }
    case 'maintenance_requests': {
      const m = hit as Hit<'maintenance_requests'>;
      const badges: SearchBadge[] = [];
      if (m.status) badges.push({ label: humanise(m.status), palette: paletteOf(REQUEST_STATUS_PALETTE, m.status) });
      if (m.priority)
        badges.push({
          label: `${humanise(m.priority)} Priority`,
          palette: paletteOf(PRIORITY_PALETTE, m.priority),
          meaning: 'priority',
        });
      return { ...base, title: m.title, details: present([m.requestNumber]), badges };
    }
  }
}

/** All items in display order: what the arrow keys move through. */
export function flattenItems(groups: SearchGroup[]): SearchItem[] {
  return groups.flatMap((group) => group.items);
}
