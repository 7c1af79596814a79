// Entry of the fake Slack's thread: registers the TypeScript loader (tsx) in this thread, then
// loads the thread's module.
import { register } from 'tsx/esm/api';

register();
await import('./fake-slack-thread.ts');
