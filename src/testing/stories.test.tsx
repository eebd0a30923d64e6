/**
 * The "story tests" lane: every story of every `src/**\/*.stories.tsx` renders in jsdom with the
 * same decorators as Storybook (providers, memory router, signed-in user, seeded store), runs its
 * `play` function, and fails on a thrown error or any console.error. MSW runs as the Node server of
 * src/testing/setup.ts; a story's `parameters.msw.handlers` are put in front for that story.
 */
import type { ComponentType } from 'react';
import { cleanup, render } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { composeStories, composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { useLocation, useParams } from 'react-router';
import { useAuth } from 'react-oidc-context';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { api, unwrap } from '@/lib/api/client';
import { API_PATTERN } from '@mocks/http';
// Applies the Storybook decorators and per-story preparation to every composed story.
import '../../.storybook/vitest.setup';
import { routePatternFor } from '../../.storybook/story-annotations';

type StoryModule = Record<string, unknown> & { default: Meta };
type MswParameter =
  RequestHandler[] | { handlers?: RequestHandler[] | Record<string, RequestHandler | RequestHandler[]> };

/** Flattens `parameters.msw` the way msw-storybook-addon does (array, or `{ handlers }` list/record). */
function mswHandlers(parameter: MswParameter | undefined): RequestHandler[] {
  if (!parameter) return [];
  if (Array.isArray(parameter)) return parameter;
  const { handlers } = parameter;
  if (!handlers) return [];
  return (Array.isArray(handlers) ? handlers : Object.values(handlers)).flat().filter(Boolean);
}

type ComposedStory = ReturnType<typeof composeStory>;

/**
 * Renders and plays one composed story like Storybook does (loaders and beforeEach, render with the
 * decorators, play), then throws if anything logged console.error. Rendered with Testing Library,
 * so the story is unmounted cleanly after the test.
 */
async function runStory(story: ComposedStory) {
  const errors: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '));
  });
  try {
    server.use(...mswHandlers(story.parameters.msw as MswParameter | undefined));
    await story.load();
    const Story = story as unknown as ComponentType;
    const { container } = render(<Story />);
    await story.play?.({ canvasElement: container });
    // Let queries that settle right after the first paint report their errors too.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    spy.mockRestore();
  }
  if (errors.length) throw new Error(`console.error during the story:\n${errors.join('\n')}`);
}

const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

// Stories play like in a browser: their play functions wait with storybook/test (not Testing
// Library's React-aware helpers), so React's act() environment is off while a story runs (Testing
// Library's render and cleanup still use act themselves).
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
beforeEach(() => {
  actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  cleanup();
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

for (const [path, module] of Object.entries(modules)) {
  const title = module.default.title ?? path.replace(/^\.\.\//, 'src/');
  const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStory]>;
  describe(title, () => {
    for (const [name, story] of stories) {
      it(story.storyName ?? name, () => runStory(story));
    }
  });
}

describe('story harness', () => {
  it('finds the story files', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
  });

  it('maps a story URL to the app route pattern, so useParams works', () => {
    expect(routePatternFor('/properties/123')).toBe('/properties/:id');
    expect(routePatternFor('/maintenance-requests/9/edit?x=1')).toBe('/maintenance-requests/:id/edit');
    expect(routePatternFor('/no/such/page')).toBe('/*');
  });

  function HealthProbe() {
    const { id } = useParams();
    const location = useLocation();
    const health = useQuery({ queryKey: ['health'], queryFn: () => unwrap(api.GET('/health')) });
    return (
      <p>
        {location.pathname} id={id} status={health.data?.status ?? (health.isError ? 'failed' : 'loading')}
      </p>
    );
  }
  const probeMeta = { title: 'Harness/HealthProbe', component: HealthProbe } satisfies Meta<typeof HealthProbe>;

  it('renders a story at its route on the app handlers', async () => {
    const story: StoryObj<typeof probeMeta> = {
      parameters: { route: '/properties/42' },
      play: async ({ canvasElement }) => {
        await vi.waitFor(() => expect(canvasElement.textContent).toBe('/properties/42 id=42 status=ok'));
      },
    };
    await runStory(composeStory(story, probeMeta) as ComposedStory);
  });

  it("applies a story's parameters.msw.handlers before the app's", async () => {
    const story: StoryObj<typeof probeMeta> = {
      parameters: {
        msw: {
          handlers: [
            http.get(`${API_PATTERN}/health`, () =>
              HttpResponse.json({ status: 'degraded', timestamp: '2026-01-01T00:00:00Z' }),
            ),
          ],
        },
      },
      play: async ({ canvasElement }) => {
        await vi.waitFor(() => expect(canvasElement.textContent).toContain('status=degraded'));
      },
    };
    await runStory(composeStory(story, probeMeta) as ComposedStory);
  });

  function AuthProbe() {
    const auth = useAuth();
    if (auth.isLoading) return <p>loading</p>;
    return <p>{auth.isAuthenticated ? `signed in as ${auth.user?.profile.name ?? 'no name'}` : 'signed out'}</p>;
  }
  const authMeta = { title: 'Harness/AuthProbe', component: AuthProbe } satisfies Meta<typeof AuthProbe>;

  it('starts every story signed in by default, and signed out with signedIn: false', async () => {
    const signedIn: StoryObj<typeof authMeta> = {
      parameters: { user: { name: 'Story Person' } },
      play: async ({ canvasElement }) => {
        await vi.waitFor(() => expect(canvasElement.textContent).toBe('signed in as Story Person'));
      },
    };
    await runStory(composeStory(signedIn, authMeta) as ComposedStory);
    const signedOut: StoryObj<typeof authMeta> = {
      parameters: { signedIn: false },
      play: async ({ canvasElement }) => {
        await vi.waitFor(() => expect(canvasElement.textContent).toBe('signed out'));
      },
    };
    await runStory(composeStory(signedOut, authMeta) as ComposedStory);
  });

  it('fails a story that logs console.error', async () => {
    const story: StoryObj<typeof probeMeta> = {
      play: async () => {
        console.error('boom');
      },
    };
    await expect(runStory(composeStory(story, probeMeta) as ComposedStory)).rejects.toThrow(/boom/);
  });
});
