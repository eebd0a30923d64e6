import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { API_PATTERN } from '@mocks/http';
import { db } from '@mocks/db';
import { overduePayments, overdueSummary } from '@mocks/queries/payments';
import { scenarios } from '@mocks/scenarios';
import { renderRoute } from '@/testing/render';
import { OVERDUE_PAGE_SIZE } from '../api/payment-queries';
import { OVERDUE_TEXT } from './overdue-payments-route';

const table = () => screen.getByRole('table', { name: 'Overdue payments' });
const rows = () => within(table()).getAllByRole('row').slice(1);

describe('/overdue-payments', { timeout: 60_000 }, () => {
  it('shows the tiles and the spec columns, sorted by days overdue, highest first', async () => {
    await renderRoute('/overdue-payments');
    await screen.findByRole('table', { name: 'Overdue payments' });
    for (const label of ['Payments Overdue', 'Past due', 'Potential Late Fees', 'Critical (30+ days)'])
      expect(screen.getByText(label)).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Property',
      'Unit',
      'Tenant',
      'Amount Due',
      'Due Date',
      'Days Overdue',
      'Late Fee',
      'Actions',
    ]);
    const days = rows().map((r) => Number(/(\d+) days?/.exec(r.textContent ?? '')![1]));
    expect(days).toEqual([...days].sort((a, b) => b - a));
    // Grace Period within grace; Apply Late Fee only where one applies.
    expect(within(table()).getAllByText('Grace Period').length).toBeGreaterThan(0);
    expect(within(table()).getAllByRole('button', { name: 'Apply Late Fee' }).length).toBeGreaterThan(0);
  });

  it('keeps the severity filter in the URL and filters on the server', async () => {
    const { user, router } = await renderRoute('/overdue-payments');
    await screen.findByRole('table', { name: 'Overdue payments' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Severity' }), 'Critical 30+ days');
    await waitFor(() => expect(router.state.location.search).toBe('?severity=critical'));
    await waitFor(() => {
      for (const row of rows())
        expect(
          within(row)
            .getByText(/\d+ days/)
            .getAttribute('data-severity'),
        ).toBe('critical');
    });
  });

  it('shows a page of rows at a time, the page in the URL; the tiles count every row; a filter goes back to page 1', async () => {
    // 60 overdue payments (the default data set has fewer than a page): copies of the real ones.
    const real = overduePayments();
    const data = Array.from({ length: 60 }, (_, n) => {
      const item = real[n % real.length]!;
      return { ...item, payment: { ...item.payment, id: `overdue-${n}` } };
    });
    const asked: Array<string | null> = [];
    server.use(
      http.get(`${API_PATTERN}/payments/overdue`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 0);
        asked.push(new URL(request.url).searchParams.get('limit'));
        const rows = page ? data.slice((page - 1) * OVERDUE_PAGE_SIZE, page * OVERDUE_PAGE_SIZE) : data;
        const meta = { total: data.length, page, limit: OVERDUE_PAGE_SIZE, totalPages: 2 };
        return HttpResponse.json({ data: rows, summary: overdueSummary(data), ...(page ? { meta } : {}) });
      }),
    );
    const { user, router } = await renderRoute('/overdue-payments');
    await screen.findByRole('table', { name: 'Overdue payments' });
    expect(rows()).toHaveLength(OVERDUE_PAGE_SIZE);
    expect(screen.getByText('Showing 1–50 of 60 overdue payments')).toBeInTheDocument();
    expect(screen.getByText('60')).toBeInTheDocument(); // the Payments Overdue tile
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    // Page 1 stays on screen (dimmed) until page 2's answer is drawn.
    await waitFor(() => expect(rows()).toHaveLength(10));
    const hrefs = within(rows()[0]!)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/payments/overdue-50');
    expect(asked).toContain(String(OVERDUE_PAGE_SIZE)); // pages come from the server
    await user.selectOptions(screen.getByRole('combobox', { name: 'Severity' }), 'Critical 30+ days');
    await waitFor(() => expect(router.state.location.search).toBe('?severity=critical'));
  });

  it('shows the empty texts when nothing is overdue', async () => {
    server.use(
      scenarios.json('/payments/overdue', {
        data: [],
        summary: { count: 0, totalOverdue: 0, potentialLateFees: 0, criticalCount: 0 },
      }),
    );
    await renderRoute('/overdue-payments');
    expect(await screen.findByText(OVERDUE_TEXT.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText('Great! All rent payments are up to date.')).toBeInTheDocument();
  });

  it('applies a late fee (POST /payments/{id}/late-fee) and the button goes', async () => {
    const { user } = await renderRoute('/overdue-payments');
    await screen.findByRole('table', { name: 'Overdue payments' });
    const before = db.payments.where((p) => p.paymentType === 'late_fee').length;
    const buttons = within(table()).getAllByRole('button', { name: 'Apply Late Fee' });
    await user.click(buttons[0]!);
    await waitFor(() => expect(db.payments.where((p) => p.paymentType === 'late_fee')).toHaveLength(before + 1));
    await waitFor(() =>
      expect(within(table()).queryAllByRole('button', { name: 'Apply Late Fee' })).toHaveLength(buttons.length - 1),
    );
  });

  it('Record Payment opens /payments with the dialog prefilled; saving it removes the row', async () => {
    const { user, router } = await renderRoute('/overdue-payments?severity=critical');
    await screen.findByRole('table', { name: 'Overdue payments' });
    const count = rows().length;
    const first = rows()[0]!;
    const amountText = within(first).getAllByRole('cell')[2]!.textContent!;
    await user.click(within(first).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments'));
    const dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(`$${(amount as HTMLInputElement).value}`).toBe(amountText.replace(/\.00$/, ''));
    expect(within(dialog).getByRole('combobox', { name: 'Payment Type' })).toHaveValue('rent');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Tenant/ })).not.toHaveValue(''));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Payment Method/ }), 'Cash');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await router.navigate('/overdue-payments?severity=critical');
    await screen.findByRole('table', { name: 'Overdue payments' });
    await waitFor(() => expect(rows()).toHaveLength(count - 1));
  });

  it('previews the late fees of a property with their total before generating them', async () => {
    const { user } = await renderRoute('/overdue-payments');
    await screen.findByRole('table', { name: 'Overdue payments' });
    const row = rows().find((r) => within(r).queryByRole('button', { name: 'Apply Late Fee' }))!;
    const propertyName = within(row).getAllByRole('link')[0]!.textContent!;
    const before = db.payments.where((p) => p.paymentType === 'late_fee').length;

    await user.click(screen.getByRole('button', { name: 'Generate Late Fees' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate Late Fees' });
    const select = within(dialog).getByRole('combobox', { name: 'Property' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(select, propertyName);
    const preview = await within(dialog).findByRole('table', { name: 'Late fees to create' });
    const fees = within(preview).getAllByRole('row').slice(1);
    const total = fees.reduce(
      (sum, r) => sum + Number(within(r).getAllByRole('cell').at(-1)!.textContent!.replace(/[$,]/g, '')),
      0,
    );
    expect(
      within(dialog).getByText(`Total: $${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: new RegExp(`^Create ${fees.length} Late Fees?$`) }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(`${fees.length} late`);
    expect(db.payments.where((p) => p.paymentType === 'late_fee')).toHaveLength(before + fees.length);
  });
});
