import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInTestUser } from '@/testing/auth';
import { createPayment } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { PaymentStatusMenu } from './payment-status-menu';

describe('A payment status badge', { timeout: 30_000 }, () => {
  it.each([
    ['Enter', '{Enter}'],
    ['ArrowDown', '{ArrowDown}'],
  ])('opens its menu from the keyboard (%s), and Escape gives the focus back to the badge', async (_, keys) => {
    signInTestUser();
    const payment = createPayment({ status: 'pending' });
    const user = userEvent.setup();
    renderWithProviders(<PaymentStatusMenu payment={payment} />);

    const badge = screen.getByRole('button', { name: 'Status: Pending. Change status' });
    expect(badge).toHaveAttribute('aria-haspopup', 'menu');
    await user.tab();
    expect(badge).toHaveFocus();
    await user.keyboard(keys);

    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(6);
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Status: Pending. Change status' })).toHaveFocus();
  });
});
