import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { API_PATTERN } from '@mocks/http';
import { scenarios } from '@mocks/scenarios';
import { renderRoute } from '@/testing/render';
import { dashboardActivities, dashboardStats } from '../testing/dashboard-fixtures';

function useFixtures() {
  server.use(
    scenarios.json('/dashboard/stats', dashboardStats),
    scenarios.json('/dashboard/activities', dashboardActivities),
  );
}

/** The key-figures stat card whose label is `label` (its Stat root, a <dl>). */
function card(label: string) {
  const figures = screen.getByRole('region', { name: 'Key figures' });
  return within(figures).getByText(label).closest('dl') as HTMLElement;
}

describe('/dashboard', () => {
  afterEach(() => server.events.removeAllListeners());

  it('shows the stat cards with the figures derived on the client', async () => {
    useFixtures();
    await renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByText('Total Properties');

    expect(within(card('Total Properties')).getByText('8')).toBeInTheDocument();
    expect(within(card('Total Properties')).getByText('7 active')).toBeInTheDocument();
    // availableUnits = 24 − 18
    expect(within(card('Total Units')).getByText('6 available')).toBeInTheDocument();
    expect(within(card('Occupancy Rate')).getByText('75%')).toBeInTheDocument();
    expect(within(card('Occupancy Rate')).getByText('18 of 24 units')).toBeInTheDocument();
    // activeLeases = occupiedUnits
    expect(within(card('Monthly Revenue')).getByText('$29,700.00')).toBeInTheDocument();
    expect(within(card('Monthly Revenue')).getByText('From 18 active leases')).toBeInTheDocument();
    expect(within(card('Average Rent')).getByText('$1,650.00')).toBeInTheDocument();
    expect(within(card('Average Rent')).getByText('Per occupied unit')).toBeInTheDocument();
    expect(within(card('Annual Revenue')).getByText('$356,400.00')).toBeInTheDocument();
    expect(within(card('Annual Revenue')).getByText('Projected yearly total')).toBeInTheDocument();
    expect(within(card('Occupied Units')).getByText('18')).toBeInTheDocument();
    expect(within(card('Occupied Units')).getByText('Currently leased')).toBeInTheDocument();
    expect(within(card('Available Units')).getByText('6')).toBeInTheDocument();
    expect(within(card('Available Units')).getByText('Ready for lease')).toBeInTheDocument();

    const maintenance = screen.getByRole('region', { name: 'Maintenance Overview' });
    // Each figure follows its label.
    expect(maintenance).toHaveTextContent(/Open Requests\s*5(?!\d)/);
    expect(maintenance).toHaveTextContent(/In Progress\s*2(?!\d)/);
    expect(maintenance).toHaveTextContent(/Completed\s*9(?!\d)/);
    expect(maintenance).toHaveTextContent(/Overdue\s*1(?!\d)/);

    // The deposit returns due this week, with the open and overdue ones, and the way to their list.
    // The Move-outs section holds that one tile.
    const tile = screen.getByRole('region', { name: 'Move-outs' });
    expect(within(tile).getByText('Deposit returns due this week')).toBeInTheDocument();
    expect(within(tile).getByText('1')).toBeInTheDocument();
    expect(within(tile).getByText('1 overdue · 4 open')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'View deposit returns' })).toHaveAttribute(
      'href',
      '/deposit-returns',
    );
  });

  it('describes both charts in text: occupancy slices (Unavailable = total − occupied − available) and 6 revenue months', async () => {
    useFixtures();
    await renderRoute('/dashboard');
    const donut = await screen.findByRole('img', { name: /^Occupancy chart/ });
    expect(donut).toHaveAccessibleName('Occupancy chart: 18 occupied, 6 available, 0 unavailable units');
    const occupancyTable = screen.getByRole('table', { name: 'Occupancy by unit status' });
    expect(within(occupancyTable).getByRole('row', { name: 'Unavailable 0' })).toBeInTheDocument();

    const trend = screen.getByRole('img', { name: /^Revenue trend for the last 6 months/ });
    expect(trend.getAttribute('aria-label')).toMatch(/\$29,700\.00$/);
    const revenueTable = screen.getByRole('table', { name: /Monthly revenue, last 6 months/ });
    const rows = within(revenueTable).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    for (const row of rows.slice(0, 5)) {
      const value = Number(within(row).getByRole('cell').textContent!.replace(/[$,]/g, ''));
      expect(value).toBeGreaterThanOrEqual(29_700 * 0.85 - 0.005);
      expect(value).toBeLessThanOrEqual(29_700 * 1.15 + 0.005);
    }
    const analytics = screen.getByRole('region', { name: 'Analytics' });
    // Each figure follows its label.
    expect(analytics).toHaveTextContent(/Annual Projection\s*\$356,400\.00/);
    expect(analytics).toHaveTextContent(/Avg Rent\/Unit\s*\$1,650\.00/);
  });

  it('lists recent activity with a type badge, MM/DD/YYYY date, title and description', async () => {
    useFixtures();
    await renderRoute('/dashboard');
    const activity = await screen.findByRole('region', { name: 'Recent Activity' });
    const items = within(activity).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/Payment.*03\/14\/2025.*Payment received.*\$1,650\.00 rent from Jane Cooper/);
    expect(items[1]).toHaveTextContent(/Lease.*03\/10\/2025.*Lease signed/);
    expect(items[2]).toHaveTextContent(/Maintenance.*03\/02\/2025.*Leaking kitchen faucet/);
    expect(within(items[2]!).getByRole('link', { name: 'Leaking kitchen faucet' })).toHaveAttribute(
      'href',
      '/maintenance-requests/mr-1',
    );
  });

  it('asks for the 10 latest activities and 6 revenue months', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/dashboard/'))
        asked.push(url.pathname.replace(/^.*\/dashboard/, '/dashboard') + url.search);
    });
    await renderRoute('/dashboard');
    await screen.findByText('Total Properties');
    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          '/dashboard/stats',
          '/dashboard/activities?limit=10',
          '/dashboard/revenue-chart?months=6',
        ]),
      ),
    );
  });

  it('shows No recent activity available when there is none', async () => {
    server.use(scenarios.json('/dashboard/activities', { data: [] }));
    await renderRoute('/dashboard');
    expect(await screen.findByText('No recent activity available')).toBeInTheDocument();
  });

  it('shows the error with Retry when loading fails, and recovers on Retry', async () => {
    let failing = true;
    server.use(
      http.get(`${API_PATTERN}/dashboard/stats`, () =>
        failing
          ? HttpResponse.json({ title: 'Server error', status: 500 }, { status: 500 })
          : HttpResponse.json(dashboardStats),
      ),
    );
    const { user } = await renderRoute('/dashboard');
    // Stats are retried twice (1 s, then 2 s) before the error shows.
    expect(
      await screen.findByText('Error loading dashboard data. Please try again.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Total Properties')).not.toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('7 active')).toBeInTheDocument();
    expect(screen.queryByText('Error loading dashboard data. Please try again.')).not.toBeInTheDocument();
  });

  it('Refresh Data asks the server again for all three', async () => {
    useFixtures();
    const asked: string[] = [];
    const { user } = await renderRoute('/dashboard');
    await screen.findByText('7 active');
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/dashboard/')) asked.push(url.pathname.replace(/^.*\/dashboard/, '/dashboard'));
    });
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() =>
      expect([...asked].sort()).toEqual(['/dashboard/activities', '/dashboard/revenue-chart', '/dashboard/stats']),
    );
  });
});
