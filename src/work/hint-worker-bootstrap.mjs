// Entry of a hint worker thread: registers the TypeScript loader (tsx) in this thread, which
// does not inherit it under every runner (vitest, plain node), then loads the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./hint-worker.ts');
