import { paths } from '@/lib/paths';

/** The sidebar's groups and links as spec 1 §2 (Shell) lists them, and Deposit returns beside the payments. */
export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  title: string;
  links: NavLinkItem[];
}

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    title: 'Property Management',
    links: [
      { label: 'Properties', to: paths.properties.list() },
      { label: 'Units', to: paths.units.list() },
      { label: 'Tenants', to: paths.tenants.list() },
      { label: 'Leases', to: paths.leases.list() },
    ],
  },
  {
    title: 'Maintenance',
    links: [
      { label: 'Maintenance Requests', to: paths.maintenanceRequests.list() },
      { label: 'Work Orders', to: paths.workOrders.list() },
      { label: 'Vendors', to: paths.vendors.list() },
    ],
  },
  {
    title: 'Financial Management',
    links: [
      { label: 'Rent Roll', to: paths.rentRoll },
      { label: 'Payments', to: paths.payments.list() },
      { label: 'Overdue Payments', to: paths.overduePayments() },
      { label: 'Deposit returns', to: paths.depositReturns() },
    ],
  },
  {
    title: 'Account',
    links: [{ label: 'Profile', to: paths.profile }],
  },
  {
    title: 'Design System',
    links: [
      { label: 'Components', to: paths.designSystem },
      { label: 'Test Page', to: paths.designSystemTest },
    ],
  },
];

/**
 * Links above the spec's groups. The product name goes to the landing page (spec 1 §2), so a signed-in
 * user needs another way back to the dashboard; on phones the header's search is hidden (spec 1 §2), so
 * the menu drawer also offers the full search page, which has its own search box.
 */
export const SIDEBAR_TOP_LINKS: readonly NavLinkItem[] = [{ label: 'Dashboard', to: paths.dashboard }];
export const DRAWER_TOP_LINKS: readonly NavLinkItem[] = [
  ...SIDEBAR_TOP_LINKS,
  { label: 'Search', to: paths.search('') },
];

export const PRODUCT_NAME = 'Rental Manager';

/** The id of the <main> element (target of the skip link). */
export const MAIN_CONTENT_ID = 'main-content';

/** The id of the mobile navigation drawer (the menu toggle's aria-controls). */
export const MOBILE_NAV_ID = 'mobile-navigation';
