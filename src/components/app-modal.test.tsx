import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { AppModal } from './app-modal';

describe('AppModal', () => {
  it('shows title, body and footer in a labelled dialog of the asked size', async () => {
    renderWithProviders(
      <AppModal
        open
        onClose={() => undefined}
        title="Add New Property"
        size="large"
        footer={<button type="button">Save</button>}
      >
        <p>Form goes here</p>
      </AppModal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add New Property' });
    expect(dialog).toHaveAttribute('data-size', 'large');
    expect(within(dialog).getByText('Form goes here')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('closes with the close button unless a save is pending', async () => {
    const onClose = vi.fn();
    const { user, rerender } = renderWithProviders(
      <AppModal open onClose={onClose} title="Edit">
        body
      </AppModal>,
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(
      <AppModal open onClose={onClose} title="Edit" isPending>
        body
      </AppModal>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
