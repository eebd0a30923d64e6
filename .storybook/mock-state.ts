import type { Preview } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { faultHandler } from '@mocks/faults/handler';
import { DEFAULT_SLOW_MS, type Fault } from '@mocks/faults/syntax';

/**
 * The Storybook toolbar's "Mock" switch: the state of the mock API that every story follows, without
 * a story declaring anything. Each state is a set of the demo controls' faults (mocks/faults, the same
 * vocabulary as `?mock=` in the app), answered by the fault layer in front of the story's own
 * `parameters.msw.handlers`, so the switch wins over a story's scenario while it is not `normal`.
 */
export const MOCK_STATES = ['normal', 'empty', 'error', 'slow', 'never'] as const;
export type MockState = (typeof MOCK_STATES)[number];

const MOCK_STATE_TITLES: Record<MockState, string> = {
  normal: 'Normal (the seeded data)',
  empty: 'Empty (every list answers no rows)',
  error: 'Error (every call answers 500)',
  slow: `Slow (every call waits ${DEFAULT_SLOW_MS / 1000} s)`,
  never: 'Never answers (loading)',
};

// `empty` has no form for a read of one record (mocks/faults/empty-answer.ts): a detail screen still
// shows its record and empties its lists, as the demo controls' "Empty answer" fault does in the app.
const MOCK_STATE_FAULTS: Record<MockState, Fault[]> = {
  normal: [],
  empty: [{ kind: 'empty', target: '*', scope: 'reads' }],
  error: [{ kind: 'error', status: 500, target: '*', scope: 'all' }],
  slow: [{ kind: 'slow', ms: DEFAULT_SLOW_MS, target: '*', scope: 'all' }],
  never: [{ kind: 'never', target: '*', scope: 'all' }],
};

const isMockState = (value: unknown): value is MockState => (MOCK_STATES as readonly unknown[]).includes(value);

/** The handlers that put the mock into `state` (none for `normal` or an unknown value). */
export function mockStateHandlers(state: unknown): RequestHandler[] {
  if (!isMockState(state) || state === 'normal') return [];
  const faults = MOCK_STATE_FAULTS[state];
  return [faultHandler(() => ({ faults, latency: 'off' }))];
}

/** The toolbar switch (Storybook `globalTypes`) and its initial value. */
export const mockStateGlobals: Pick<Preview, 'globalTypes' | 'initialGlobals'> = {
  globalTypes: {
    mockState: {
      description: "The mock API's state every story follows",
      toolbar: {
        title: 'Mock',
        icon: 'database',
        items: MOCK_STATES.map((value) => ({ value, title: MOCK_STATE_TITLES[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { mockState: 'normal' satisfies MockState },
};
