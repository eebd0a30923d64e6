import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { createTestRouter } from '@/app/router';
import { AppProviders } from '@/app/providers';
import { signInTestUser, signOutTestUser } from '@/testing/auth';
import { createTestQueryClient } from '@/testing/render';
import { prerenderLanding } from './landing-prerender';

/** React's text separators in server markup (`<!-- -->`) have no counterpart in the browser's DOM. */
const withoutTextSeparators = (html: string) => html.replaceAll('<!-- -->', '');

/** The app's first commit at `/`, before the sign-in provider has read the stored session (as in src/app/start-app.tsx). */
async function renderFirstCommit() {
  const router = createTestRouter('/');
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(signOutTestUser);

describe('The landing page prerendered into index.html', () => {
  it('is the markup of the app’s first render at / in the browser, which draws over it', async () => {
    const { html } = await prerenderLanding();

    signOutTestUser();
    const { container } = await renderFirstCommit();

    expect(html).toContain('Simplify Your Property Management');
    expect(html).toContain('Tenant Portal');
    // The top bar's Log In is there from the start: nothing is stored, so the visitor is signed out.
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(container.innerHTML).toBe(withoutTextSeparators(html));
    // Then the session is read and the page becomes the signed-out visitor's.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled());
  });

  it('shows neither Log In nor the user while a session stored in the tab is read, keeping the sidebar’s place, then the user', async () => {
    signInTestUser({ name: 'Maria Lopez' });
    await renderFirstCommit();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    // The sidebar's place is kept meanwhile, so the page does not move sideways when it appears.
    expect(screen.getByTestId('sidebar-place')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sidebar')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar-place')).not.toBeInTheDocument();
  });
});
