import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { EmptyState, ErrorState, LoadingState, NotFoundState } from './page-states';

describe('page states', () => {
  it('LoadingState is a labelled status', async () => {
    renderWithProviders(<LoadingState label="Loading properties" />);
    expect(await screen.findByRole('status', { name: 'Loading properties' })).toBeInTheDocument();
  });

  it('ErrorState alerts with title and text and retries on demand', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <ErrorState
        title="Error loading properties"
        text="There was an error loading the properties. Please try again later."
        onRetry={onRetry}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading properties');
    expect(alert).toHaveTextContent('There was an error loading the properties. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorState without onRetry has no button', async () => {
    renderWithProviders(<ErrorState title="Error loading vendor" />);
    await screen.findByRole('alert');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('EmptyState shows title, text and action', async () => {
    renderWithProviders(
      <EmptyState
        title="No properties found"
        text="You don't have any properties yet."
        action={<button type="button">Add Your First Property</button>}
      />,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'No properties found' })).toBeInTheDocument();
    expect(screen.getByText("You don't have any properties yet.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Your First Property' })).toBeInTheDocument();
  });

  it('NotFoundState links back', async () => {
    renderWithProviders(
      <NotFoundState
        title="Vendor not found"
        text="It may have been deleted."
        backTo="/vendors"
        backLabel="Back to Vendors"
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Vendors' })).toHaveAttribute('href', '/vendors');
  });
});
