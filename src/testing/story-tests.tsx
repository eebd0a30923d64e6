/**
 * The "story tests": every story of every `src/**\/*.stories.tsx` renders in jsdom with the same
 * decorators as Storybook (providers, memory router, signed-in user, seeded store), runs its `play`
 * function, and fails on a thrown error or any console.error. MSW runs as the Node server of
 * src/testing/setup.ts; a story's `parameters.msw.handlers` are put in front for that story.
 *
 * The story files are shared out between several test files (stories.test.tsx, stories-2.test.tsx),
 * so the workers run them side by side instead of one worker rendering every story.
 */
import type { ComponentType } from 'react';
import { cleanup, render } from '@testing-library/react';
import { composeStories, type composeStory, type Meta } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { server } from '@mocks/node';
// Applies the Storybook decorators and per-story preparation to every composed story.
import '../../.storybook/vitest.setup';

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

export type ComposedStory = ReturnType<typeof composeStory>;

/**
 * Renders and plays one composed story like Storybook does (loaders and beforeEach, render with the
 * decorators, play), then throws if anything logged console.error. Rendered with Testing Library,
 * so the story is unmounted cleanly after the test.
 */
export async function runStory(story: ComposedStory) {
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

/** Every story file of the project, sorted by path, loaded on demand. */
const storyFiles = import.meta.glob<StoryModule>('../**/*.stories.tsx');
export const storyFilePaths = Object.keys(storyFiles).sort();

/**
 * Defines the story tests of one part of the story files (`part` of `parts`, 1-based: every
 * `parts`-th file in path order), one `describe` per story file and one test per story.
 */
export async function defineStoryTests(part: number, parts: number): Promise<void> {
  const paths = storyFilePaths.filter((_, index) => index % parts === part - 1);
  const modules = await Promise.all(paths.map((path) => storyFiles[path]()));

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

  paths.forEach((path, index) => {
    const module = modules[index];
    const title = module.default.title ?? path.replace(/^\.\.\//, 'src/');
    const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStory]>;
    describe(title, () => {
      for (const [name, story] of stories) {
        it(story.storyName ?? name, () => runStory(story));
      }
    });
  });
}
