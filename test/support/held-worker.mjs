// A worker thread that starts as slowly as a test likes: it does nothing until the test sends,
// on the BroadcastChannel 'held-worker', the URL of the worker module to run; messages the pool
// posted meanwhile wait in the port until that module listens. Every held worker alive then
// starts.
import { BroadcastChannel } from 'node:worker_threads';

const channel = new BroadcastChannel('held-worker');
const url = await new Promise((resolve) => {
  channel.onmessage = (event) => resolve(event.data);
});
channel.close();
await import(url);
