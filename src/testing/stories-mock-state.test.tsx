/**
 * The toolbar's "Mock" switch (.storybook/mock-state.ts) on a list story and a detail story: each
 * state puts the story's API into that state without the story declaring anything.
 */
import { composeStory } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as propertiesList from '@/features/properties/properties-list.stories';
import * as propertyDetail from '@/features/properties/property-detail.stories';
import type { MockState } from '../../.storybook/mock-state';
import { runStory, type ComposedStory } from './story-tests';

/** The Populated story of `module` under the toolbar's `mockState`, with `play` as its check. */
function inState(
  module: typeof propertiesList | typeof propertyDetail,
  mockState: MockState,
  play: () => Promise<void>,
): ComposedStory {
  return composeStory({ ...module.Populated, globals: { mockState }, play }, module.default) as ComposedStory;
}

const slowAnswer = { timeout: 15_000 };

describe('the mock-state toolbar on a list story (properties)', () => {
  it('normal: the seeded properties', async () => {
    await runStory(
      inState(propertiesList, 'normal', async () => {
        expect(await screen.findByRole('link', { name: /Maple Court Apartments/ }, slowAnswer)).toBeInTheDocument();
      }),
    );
  });

  it('empty: the empty state', async () => {
    await runStory(
      inState(propertiesList, 'empty', async () => {
        expect(await screen.findByText('No properties found', {}, slowAnswer)).toBeInTheDocument();
      }),
    );
  });

  it('error: the error state', async () => {
    await runStory(
      inState(propertiesList, 'error', async () => {
        expect(await screen.findByText('Error loading properties', {}, slowAnswer)).toBeInTheDocument();
      }),
    );
  });

  it('slow: the loading state first, then the properties', async () => {
    await runStory(
      inState(propertiesList, 'slow', async () => {
        expect(screen.getByRole('status', { name: 'Loading properties…' })).toBeInTheDocument();
        expect(await screen.findByRole('link', { name: /Maple Court Apartments/ }, slowAnswer)).toBeInTheDocument();
      }),
    );
  }, 30_000);
});

describe('the mock-state toolbar on a detail story (a property)', () => {
  it('error: the error state', async () => {
    await runStory(
      inState(propertyDetail, 'error', async () => {
        expect(
          await screen.findByText(
            'There was an error loading the property information. Please try again later.',
            {},
            slowAnswer,
          ),
        ).toBeInTheDocument();
      }),
    );
  });
});
