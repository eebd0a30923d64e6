import { setProjectAnnotations } from '@storybook/react-vite';
import { storyAnnotations } from './story-annotations';

/**
 * Project annotations for the story tests (src/testing/story-tests.tsx): the same decorators and
 * per-story preparation as Storybook, without the service-worker loader (MSW runs as the Node server
 * of src/testing/setup.ts there; the test applies each story's `parameters.msw.handlers` itself).
 */
export const projectAnnotations = setProjectAnnotations([storyAnnotations]);
