// The fake Slack Web API in a worker thread of its own, for benchmarks that measure the bot's
// event loop: Slack's servers don't share it, so the fake's work (uploads, block checks) must
// not either. It posts where it listens, then serves until the host terminates the thread.

import { writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { FakeSlack } from '../test/slack/fake-slack.ts';

/** Where the fake listens; `responseUrl` has RQSTID where a request's own id goes. */
export interface FakeSlackAddress {
  readonly apiUrl: string;
  readonly origin: string;
  readonly responseUrl: string;
}

try {
  // Its name in /proc, for the ack benchmark's breakdown (bench/ack-causes.ts).
  writeFileSync('/proc/thread-self/comm', 'fake-slack');
} catch {
  // not Linux
}
const api = await FakeSlack.start();
parentPort?.postMessage({
  apiUrl: api.apiUrl,
  origin: api.origin,
  responseUrl: api.responseUrl('RQSTID'),
} satisfies FakeSlackAddress);
