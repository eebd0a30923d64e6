import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { RowAction } from './row-actions';

describe('A row action', () => {
  it('while loading keeps its name, says it is busy and takes no click', async () => {
    const onClick = vi.fn();
    const { user, rerender } = renderWithProviders(<RowAction onClick={onClick}>Apply Late Fee</RowAction>);
    await user.click(screen.getByRole('button', { name: 'Apply Late Fee' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <RowAction onClick={onClick} loading>
        Apply Late Fee
      </RowAction>,
    );
    const busy = screen.getByRole('button', { name: 'Apply Late Fee' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
