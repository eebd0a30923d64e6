/**
 * Where the preview build put the default data set's snapshot file (./built-data-set.ts). Replaced by
 * scripts/vite/built-data-set.ts in preview builds; undefined elsewhere, where the store is seeded.
 */
export const builtDataSetUrl: string | undefined = undefined;
