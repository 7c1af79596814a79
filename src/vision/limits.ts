// Explicit input limits for photo reading: every photo is checked against these before any work.

/** Largest photo file accepted (bytes). Phone photos are 1-8 MB. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

/** Largest photo accepted (width x height); sharp refuses to decode beyond it (bomb guard). */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** Work one photo may take: its worker thread's CPU time (ms), from when a warm worker starts it. */
export const PHOTO_TIME_LIMIT_MS = 8_000;

/** Longest side of the image the reader works on; larger photos are shrunk on decode. */
export const WORK_SIZE = 1024;

/** Smallest side accepted: below this no grid of 81 legible cells can be present. */
export const MIN_PHOTO_SIDE = 90;
