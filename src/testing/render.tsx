import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@/app/providers';
import { createTestRouter } from '@/app/router';
import { createQueryClient } from '@/lib/api/query-client';
import type { CurrentUser } from '@/lib/auth/current-user';
import { DEFAULT_TEST_USER, signInTestUser, signOutTestUser } from './auth';

/** The user tests sign in as unless they pass their own claims (the mock provider's first demo account). */
export const TEST_USER: CurrentUser = DEFAULT_TEST_USER;

/** A QueryClient with the app's defaults but no retries, so error states show at once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

export interface RenderRouteOptions {
  /** Default true. */
  signedIn?: boolean;
  /** Claims of the signed-in user, merged over TEST_USER (pass `name: undefined` for a user without a name). */
  user?: Partial<CurrentUser>;
  queryClient?: QueryClient;
}

export interface RenderRouteResult extends RenderResult {
  router: ReturnType<typeof createTestRouter>;
  user: UserEvent;
  queryClient: QueryClient;
}

/**
 * Renders the whole app (providers, shell, route table, MSW) at `path`, signed in by default.
 * Resolves once the route's lazy module has loaded; wait for data with `await screen.findBy…`.
 */
export async function renderRoute(path: string, options: RenderRouteOptions = {}): Promise<RenderRouteResult> {
  const { signedIn = true, user: claims, queryClient = createTestQueryClient() } = options;
  if (signedIn) signInTestUser(claims);
  else signOutTestUser();
  const router = createTestRouter(path);
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // The router renders nothing until the first route's lazy module has loaded (slow on a cold
  // transform); wait for it so the page is there when the test starts querying.
  await waitFor(
    () => {
      if (!router.state.initialized || !result.container.hasChildNodes())
        throw new Error(`The route ${path} did not render`);
    },
    { timeout: 15_000 },
  );
  return {
    ...result,
    router,
    queryClient,
    user: setupUser(),
  };
}

/**
 * user-event checks `pointer-events` on an element (a getComputedStyle walk up the tree, slow in
 * jsdom) before it is used: once per element here instead of at every call. A click on something a
 * dialog's scroll lock or an overlay disables still fails; typing a long value does not repeat the
 * walk per keystroke, which makes the form tests markedly cheaper.
 */
export function setupUser(): UserEvent {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.EachTarget });
}

/** Renders a component inside the app providers (design system, data cache, sign-in) and a memory router at `path`. */
export function renderWithProviders(ui: ReactElement, options: { queryClient?: QueryClient; path?: string } = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const path = options.path ?? '/';
  function Wrapper({ children }: { children: ReactNode }) {
    // The element is read through context so a rerender() shows new props without a new router.
    const [router] = useState(() =>
      createMemoryRouter([{ path: '*', element: <CurrentUi /> }], { initialEntries: [path] }),
    );
    return (
      <AppProviders queryClient={queryClient}>
        <UiContext.Provider value={children}>
          <RouterProvider router={router} />
        </UiContext.Provider>
      </AppProviders>
    );
  }
  return {
    ...render(ui, { wrapper: Wrapper }),
    queryClient,
    user: setupUser(),
  };
}

const UiContext = createContext<ReactNode>(null);
function CurrentUi() {
  return <>{useContext(UiContext)}</>;
}

export { screen };
