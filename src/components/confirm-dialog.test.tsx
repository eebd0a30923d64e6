import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(props: Partial<React.ComponentProps<typeof ConfirmDialog>> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const view = renderWithProviders(
    <ConfirmDialog
      open
      title="Delete vendor?"
      body="This cannot be undone."
      confirmLabel="Delete"
      tone="danger"
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { ...view, onConfirm, onClose };
}

describe('ConfirmDialog', () => {
  it('asks the question in an alert dialog and confirms', async () => {
    const { user, onConfirm, onClose } = renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete vendor?' });
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Cancel and on Escape', async () => {
    const { user, onClose, onConfirm } = renderDialog();
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be dismissed while the action runs, and shows a failure inside', async () => {
    const { user, onClose } = renderDialog({ isPending: true, error: 'Delete failed. Please try again.' });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Delete failed. Please try again.')).toBeInTheDocument();
  });

  it('renders nothing when closed', async () => {
    renderDialog({ open: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
