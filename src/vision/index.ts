// Photo -> grid: the PhotoReader port's implementation and the in-process reader.

export { readPhoto, type DetailedPhotoRead, type ReadPhotoOptions } from './read-photo.ts';
export {
  createPhotoReader,
  type PhotoReaderOptions,
  type WorkerPhotoReader,
} from './photo-reader.ts';
export { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, PHOTO_TIME_LIMIT_MS } from './limits.ts';
