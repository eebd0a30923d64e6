import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { createTestRouter } from '@/app/router';
import { AppProviders } from '@/app/providers';
import { signOutTestUser } from '@/testing/auth';
import { createTestQueryClient } from '@/testing/render';
import { prerenderLanding } from './landing-prerender';

/** React's text separators in server markup (`<!-- -->`) have no counterpart in the browser's DOM. */
const withoutTextSeparators = (html: string) => html.replaceAll('<!-- -->', '');

describe('The landing page prerendered into index.html', () => {
  it('is the markup of the app’s first render at / in the browser, which draws over it', async () => {
    const { html } = await prerenderLanding();

    signOutTestUser();
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
    // The first commit, before the sign-in provider has read the stored session (as in src/main.tsx).
    const { container } = render(
      <AppProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    expect(html).toContain('Simplify Your Property Management');
    expect(html).toContain('Tenant Portal');
    expect(container.innerHTML).toBe(withoutTextSeparators(html));
    // Then the session is read and the page becomes the signed-out visitor's.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled());
  });
});
