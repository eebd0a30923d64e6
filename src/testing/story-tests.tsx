/**
 * The "story tests": every story of every `src/**\/*.stories.tsx` renders in jsdom with the same
 * decorators as Storybook (providers, memory router, signed-in user, seeded store), runs its `play`
 * function, and fails on a thrown error, any console.error, or a serious or critical accessibility
 * violation (axe, as the Storybook a11y addon runs it; docs/testing.md says what jsdom lets it see).
 * MSW runs as the Node server of src/testing/setup.ts; a story's `parameters.msw.handlers` are put in
 * front for that story, and the handlers of its `mockState` global (the toolbar's "Mock" switch) in
 * front of those.
 *
 * The story files are shared out between several test files (stories.test.tsx, stories-2.test.tsx),
 * so the workers run them side by side instead of one worker rendering every story.
 */
import type { ComponentType } from 'react';
import { cleanup, render } from '@testing-library/react';
import { composeStories, type composeStory, type Meta } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import axe from 'axe-core';
import { server } from '@mocks/node';
import { mockStateHandlers } from '../../.storybook/mock-state';
import { rulesThatCannotFail } from './axe-rules';
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

/** The a11y addon's story parameter, as far as the story tests read it. */
interface A11yParameter {
  test?: 'off' | 'todo' | 'error';
  disable?: boolean;
  config?: axe.Spec;
  options?: axe.RunOptions;
}

/** The impacts that fail a story; minor and moderate ones show in the addon's panel only. */
const FAILING_IMPACTS: ReadonlyArray<axe.ImpactValue> = ['serious', 'critical'];

/**
 * The axe rules that read what jsdom does not compute: colours (color-contrast), box sizes
 * (target-size: every box is 0×0) and scroll sizes (scrollable-region-focusable: nothing overflows).
 * In jsdom they can only answer "incomplete" or find nothing, at a cost on every story; the e2e
 * scans run them in Chromium (docs/testing.md).
 */
const JSDOM_BLIND_RULES: Record<string, { enabled: false }> = {
  'color-contrast': { enabled: false },
  'target-size': { enabled: false },
  'scrollable-region-focusable': { enabled: false },
};

/** The rules that can report nothing serious (src/testing/axe-rules.ts): off, the verdicts stay the same. */
const CANNOT_FAIL_RULES = Object.fromEntries(
  rulesThatCannotFail(axe).map((rule) => [rule, { enabled: false } as const]),
);

/**
 * The serious and critical axe violations on the page, one line each. The whole document is checked,
 * not only the story's container: dialogs, menus and toasts render in portals at the end of <body>.
 * The rules that need layout or colours are off (JSDOM_BLIND_RULES), and so are the rules that can
 * report nothing serious (CANNOT_FAIL_RULES).
 */
export async function seriousA11yViolations(parameter: A11yParameter = {}): Promise<string[]> {
  if (parameter.disable || parameter.test === 'off' || parameter.test === 'todo') return [];
  if (parameter.config) axe.configure(parameter.config);
  try {
    const results = await axe.run(document.body, {
      resultTypes: ['violations'],
      ...parameter.options,
      rules: { ...CANNOT_FAIL_RULES, ...JSDOM_BLIND_RULES, ...parameter.options?.rules },
    });
    return results.violations
      .filter((violation) => violation.impact && FAILING_IMPACTS.includes(violation.impact))
      .map(
        (violation) =>
          `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
  } finally {
    axe.reset();
  }
}

/**
 * Renders and plays one composed story like Storybook does (loaders and beforeEach, render with the
 * decorators, play), then throws if anything logged console.error. Rendered with Testing Library,
 * so the story is unmounted cleanly after the test.
 */
export async function runStory(story: ComposedStory) {
  const errors: string[] = [];
  let violations: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '));
  });
  try {
    server.use(...mswHandlers(story.parameters.msw as MswParameter | undefined));
    server.use(...mockStateHandlers(story.globals.mockState));
    await story.load();
    const Story = story as unknown as ComponentType;
    const { container } = render(<Story />);
    await story.play?.({ canvasElement: container });
    // Let queries that settle right after the first paint report their errors too.
    await new Promise((resolve) => setTimeout(resolve, 50));
    violations = await seriousA11yViolations(story.parameters.a11y as A11yParameter | undefined);
  } finally {
    spy.mockRestore();
  }
  if (errors.length) throw new Error(`console.error during the story:\n${errors.join('\n')}`);
  if (violations.length) throw new Error(`accessibility violations (axe):\n${violations.join('\n')}`);
}

/**
 * A bound for a hung story, not a speed: a story on the large data set seeds it first, seconds on a
 * quiet machine and several times that on a loaded one.
 */
const STORY_TIMEOUT_MS = 60_000;

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
        it(story.storyName ?? name, () => runStory(story), STORY_TIMEOUT_MS);
      }
    });
  });
}
