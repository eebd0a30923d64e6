import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/testing/render';

describe('Not-found page', () => {
  it('shows Page Not Found with a link Back to Home for an unknown path', async () => {
    const { user, router } = await renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Home' });
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Simplify Your Property Management' })).toBeInTheDocument();
  });

  it('is shown to signed-out visitors too (unknown paths are not protected)', async () => {
    await renderRoute('/definitely-missing', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });
});
