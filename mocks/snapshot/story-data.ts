import { loadSnapshotData } from './store-snapshot';

/**
 * A story's `parameters.mockData` (.storybook/story-annotations.tsx): the snapshot becomes the store's
 * data for the story, its dates moved to today. A bad record fails the story with the message naming
 * it, rather than showing the seed as if it were the snapshot.
 */
export function putStoryData(data: object): void {
  loadSnapshotData(data);
}
