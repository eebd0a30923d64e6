/** Story tests, part 2 of 2 (see story-tests.tsx). */
import { defineStoryTests } from './story-tests';

await defineStoryTests(2, 2);
