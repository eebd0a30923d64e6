import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderRoute } from '@/testing/render';

const GROUPS: Array<[string, string[]]> = [
  ['Property Management', ['Properties', 'Units', 'Tenants', 'Leases']],
  ['Maintenance', ['Maintenance Requests', 'Work Orders', 'Vendors']],
  ['Financial Management', ['Rent Roll', 'Payments', 'Overdue Payments', 'Deposit returns']],
  ['Account', ['Profile']],
  ['Design System', ['Components', 'Test Page']],
];

const HREFS: Record<string, string> = {
  Properties: '/properties',
  Units: '/units',
  Tenants: '/tenants',
  Leases: '/leases',
  'Maintenance Requests': '/maintenance-requests',
  'Work Orders': '/work-orders',
  Vendors: '/vendors',
  'Rent Roll': '/rent-roll',
  Payments: '/payments',
  'Overdue Payments': '/overdue-payments',
  'Deposit returns': '/deposit-returns',
  Profile: '/profile',
  Components: '/design-system',
  'Test Page': '/design-system-test',
};

// jsdom applies Chakra's CSS but no media query matches, so the shell renders as on a phone: the
// fixed sidebar is display:none (its nav is only reachable with `hidden: true`) and the menu
// toggle opens the same navigation in a drawer.
async function openDrawerNav(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
  const drawer = await screen.findByRole('dialog');
  return within(drawer).getByRole('navigation', { name: 'Main navigation' });
}

describe('App shell, signed in', () => {
  it('shows the sidebar groups with exactly the spec links, in order', async () => {
    const { user } = await renderRoute('/profile');
    const nav = await openDrawerNav(user);
    const groups = within(nav).getAllByRole('group');
    // Exactly the spec's groups, by accessible name, in order.
    expect(groups).toHaveLength(GROUPS.length);
    expect(GROUPS.map(([title]) => groups.indexOf(within(nav).getByRole('group', { name: title })))).toEqual(
      GROUPS.map((_, index) => index),
    );
    for (const [title, links] of GROUPS) {
      const group = within(nav).getByRole('group', { name: title });
      const found = within(group).getAllByRole('link');
      expect(found.map((link) => link.textContent)).toEqual(links);
      for (const link of found) expect(link).toHaveAttribute('href', HREFS[link.textContent!]);
    }
  });

  it('renders the same navigation in the fixed desktop sidebar', async () => {
    await renderRoute('/profile');
    // The sidebar is for signed-in users: it appears once the stored user has loaded.
    const aside = await screen.findByLabelText('Sidebar');
    const nav = within(aside).getByRole('navigation', { hidden: true });
    expect(nav).toHaveAccessibleName('Main navigation');
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', ...GROUPS.flatMap(([, links]) => links)]);
    expect(within(nav).getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute('href', '/dashboard');
    // The header's search box is there on desktop: the sidebar does not repeat it.
    expect(within(nav).queryByRole('link', { name: 'Search', hidden: true })).not.toBeInTheDocument();
  });

  it('offers the dashboard and the search page above the groups in the phone menu', async () => {
    const { user, router } = await renderRoute('/profile');
    const nav = await openDrawerNav(user);
    const links = within(nav).getAllByRole('link');
    expect(links.slice(0, 2).map((link) => link.textContent)).toEqual(['Dashboard', 'Search']);
    expect(links[0]).toHaveAttribute('href', '/dashboard');
    await user.click(links[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(await screen.findByRole('searchbox')).toBeInTheDocument();
  });

  it('marks the current page link with aria-current', async () => {
    const { user } = await renderRoute('/profile');
    const nav = await openDrawerNav(user);
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Properties' })).not.toHaveAttribute('aria-current');
  });

  it('shows the avatar initial, the name linking to /profile and Log Out', async () => {
    await renderRoute('/profile', { user: { name: 'maria Lopez' } });
    const profileLink = await screen.findByRole('link', { name: /maria Lopez/ });
    expect(profileLink).toHaveAttribute('href', '/profile');
    expect(within(profileLink).getByText('M')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('shows U in the avatar when the user has no name', async () => {
    await renderRoute('/profile', { user: { name: undefined, email: 'no-name@example.com' } });
    const profileLink = await screen.findByRole('link', { name: /no-name@example.com/ });
    expect(within(profileLink).getByText('U')).toBeInTheDocument();
  });

  it('links the product name to / and offers a skip link to the main landmark', async () => {
    await renderRoute('/profile');
    expect(await screen.findByRole('link', { name: 'Rental Manager' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('main');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', `#${main.id}`);
  });

  it('shows the footer with the current year', async () => {
    await renderRoute('/profile');
    expect(
      await screen.findByText(`© ${new Date().getFullYear()} Rental Manager. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('opens the mobile navigation drawer and closes it when a link is tapped', async () => {
    const { user, router } = await renderRoute('/profile');
    const toggle = await screen.findByRole('button', { name: 'Open navigation menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    const drawer = await screen.findByRole('dialog');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawerNav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(within(drawerNav).getAllByRole('link')).toHaveLength(16);

    await user.click(within(drawerNav).getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile drawer with its close button', async () => {
    const { user } = await renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Close navigation menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('App shell, signed out', () => {
  it('shows Log In and no sidebar, menu toggle or user', async () => {
    await renderRoute('/', { signedIn: false });
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /profile/i })).not.toBeInTheDocument();
  });
});
