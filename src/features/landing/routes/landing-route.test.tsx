import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';

describe('Landing page', () => {
  it('invites a signed-out visitor to get started or learn more', async () => {
    await renderRoute('/', { signedIn: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Simplify Your Property Management' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#features');
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the three feature cards in the #features section', async () => {
    await renderRoute('/', { signedIn: false });
    await screen.findByRole('heading', { level: 1 });
    const features = screen.getByRole('region', { name: 'Everything in one place' });
    expect(features).toHaveAttribute('id', 'features');
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Property Management', 'Unit Tracking', 'Tenant Portal']);
    expect(
      within(features).getByText(/submit maintenance requests, pay rent and message management/),
    ).toBeInTheDocument();
  });

  it('sends a signed-in user to the dashboard instead', async () => {
    await renderRoute('/');
    const link = await screen.findByRole('link', { name: 'Go to Dashboard' });
    expect(link).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Learn More' })).not.toBeInTheDocument();
  });

  it('is where a signed-out visitor lands when opening a protected page', async () => {
    const { router } = await renderRoute('/profile', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Simplify Your Property Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
