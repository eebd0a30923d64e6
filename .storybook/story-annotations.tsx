import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/api/query-client';
import { loadSeeder, resetDb } from '@mocks/db';
import { putStoryData } from '@mocks/snapshot/story-data';
import { mockStateGlobals } from './mock-state';

// Seeding needs faker, which the mock loads on demand (mocks/db/index.ts); story modules seed when
// they load, so it is loaded before any of them.
await loadSeeder();

/**
 * What every story runs in, in Storybook (preview.tsx) and in the story tests
 * (src/testing/stories.test.tsx): the app providers with a fresh QueryClient, a memory router, a
 * freshly seeded mock store and, by default, a signed-in user. The MSW part differs (a service
 * worker in the browser, the Node server in tests), so it is not here.
 *
 * Story parameters understood here:
 * - `route`: the URL the memory router starts at (default `/`), e.g. `/properties/p-1?status=ACTIVE`.
 * - `routePath`: the route pattern the story is mounted under, for `useParams`; by default the
 *   pattern of the app's route table that matches `route` (e.g. `/properties/:id`).
 * - `signedIn`: `false` renders the story for a signed-out visitor (default: signed in as the
 *   default test user of src/testing/auth.ts).
 * - `user`: claims merged over the default test user, e.g. `{ name: undefined }` for a user without a name.
 * - `msw.handlers`: MSW overrides (from `mocks/scenarios`) put before the app's handlers.
 * - `mockData`: a data snapshot (the parsed JSON of a file *Download data* saves, e.g.
 *   `import data from './fixtures/overdue.snapshot.json'`) the store holds instead of the seed
 *   (mocks/snapshot/story-data.ts).
 * - `a11y`: the accessibility addon's settings (`config.rules` to tune a rule for one story,
 *   `test: 'off'` to skip the check); the story tests fail a story with a serious or critical violation.
 *
 * Global (the toolbar's "Mock" switch, mock-state.ts): `mockState` puts every story's API into one of
 * the mock's states; a story test sets it with `globals: { mockState: 'empty' }`.
 */
export interface AppStoryParameters {
  route?: string;
  routePath?: string;
  signedIn?: boolean;
  user?: Record<string, unknown>;
  mockData?: object;
}

/** The app's route pattern for a URL, e.g. `/properties/123` → `/properties/:id`; `*` when none matches. */
export function routePatternFor(url: string, table: RouteObject[] = routes): string {
  const pathname = new URL(url, 'http://story.local').pathname;
  const matches = matchRoutes(table, pathname);
  const parts = (matches ?? []).map((match) => match.route.path).filter((path): path is string => Boolean(path));
  if (!parts.length) return matches?.length ? '/' : '*';
  return `/${parts.join('/')}`.replace(/\/+/g, '/');
}

// The story element reaches the router's route through context, so a re-render of the story
// (e.g. new args from the controls panel) shows without creating a new router.
const CurrentStory = createContext<ReactNode>(null);
function StoryOutlet() {
  return <>{useContext(CurrentStory)}</>;
}

function StoryRouter({ route, routePath, children }: { route: string; routePath: string; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: routePath, element: <StoryOutlet /> },
        // Links the story follows land on an empty page instead of the router's error screen.
        ...(routePath === '*' ? [] : [{ path: '*', element: null }]),
      ],
      { initialEntries: [route] },
    ),
  );
  return (
    <CurrentStory.Provider value={children}>
      <RouterProvider router={router} />
    </CurrentStory.Provider>
  );
}

function StoryFrame({ parameters, children }: { parameters: AppStoryParameters; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const route = parameters.route ?? '/';
  return (
    <AppProviders queryClient={queryClient}>
      <StoryRouter route={route} routePath={parameters.routePath ?? routePatternFor(route)}>
        {children}
      </StoryRouter>
    </AppProviders>
  );
}

export const withApp: Decorator = (Story, context) => (
  // key: a new story gets new providers, a new QueryClient and a new router.
  <StoryFrame key={context.id} parameters={context.parameters as AppStoryParameters}>
    <Story />
  </StoryFrame>
);

// src/testing/auth.ts (the sign-in work) stores a signed-in test user where the app's UserManager
// reads it. Loaded through a glob so Storybook still works while that module is absent.
interface AuthTesting {
  signInTestUser?: (claims?: Record<string, unknown>) => unknown;
  signOutTestUser?: () => unknown;
}
const authTesting = Object.values(import.meta.glob<AuthTesting>('../src/testing/auth.ts', { eager: true }))[0];

/** Before each story: seeded store, then signed in (or out) as the story asks. */
async function prepareStory({ parameters }: { parameters: AppStoryParameters }) {
  resetDb({ today: new Date() });
  if (parameters.mockData) putStoryData(parameters.mockData);
  sessionStorage.clear();
  if (parameters.signedIn === false) await authTesting?.signOutTestUser?.();
  else await authTesting?.signInTestUser?.(parameters.user);
}

export const storyAnnotations: Preview = {
  ...mockStateGlobals,
  decorators: [withApp],
  beforeEach: prepareStory as Preview['beforeEach'],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The addon's panel (and its test status) reports violations as failures, like the story tests.
    a11y: { test: 'error' },
  },
};
