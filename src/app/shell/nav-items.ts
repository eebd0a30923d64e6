/** The sidebar's groups and links, exactly as spec 1 §2 (Shell) lists them. */
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
      { label: 'Properties', to: '/properties' },
      { label: 'Units', to: '/units' },
      { label: 'Tenants', to: '/tenants' },
      { label: 'Leases', to: '/leases' },
    ],
  },
  {
    title: 'Maintenance',
    links: [
      { label: 'Maintenance Requests', to: '/maintenance-requests' },
      { label: 'Work Orders', to: '/work-orders' },
      { label: 'Vendors', to: '/vendors' },
    ],
  },
  {
    title: 'Financial Management',
    links: [
      { label: 'Rent Roll', to: '/rent-roll' },
      { label: 'Payments', to: '/payments' },
      { label: 'Overdue Payments', to: '/overdue-payments' },
    ],
  },
  {
    title: 'Account',
    links: [{ label: 'Profile', to: '/profile' }],
  },
  {
    title: 'Design System',
    links: [
      { label: 'Components', to: '/design-system' },
      { label: 'Test Page', to: '/design-system-test' },
    ],
  },
];

export const PRODUCT_NAME = 'Rental Manager';

/** The id of the <main> element (target of the skip link). */
export const MAIN_CONTENT_ID = 'main-content';

/** The id of the mobile navigation drawer (the menu toggle's aria-controls). */
export const MOBILE_NAV_ID = 'mobile-navigation';
