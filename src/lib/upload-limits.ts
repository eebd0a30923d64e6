/**
 * The upload family's limits (spec 1 §8 photos, spec 2 §9 tenant and lease documents): at most 10 files
 * (photos: 10 per record; documents: 10 per upload), each at most 10 MB. The screens check them before
 * sending and the mock answers by them, so both import them from here.
 */
export const UPLOAD_MAX_FILES = 10;
export const UPLOAD_MAX_BYTES = 10_485_760;
