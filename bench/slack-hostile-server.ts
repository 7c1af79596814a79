// One Slack endpoint in a process of its own, for the slow-connection rows of the hostile
// benchmark (slack-slow-attack.ts forks it), so that each endpoint's memory is measured alone:
// `guarded` is the adapter as main.ts starts it (startSlack, default limits), `legacy` plain Bolt
// behind the old guard (legacy-slack-guard.ts). Both answer `/sudoku` with an ack. Over IPC it
// sends `{ url }` when listening (a tree's folder as the second argument starts that tree's adapter), and answers `idle` (a GC, then the resident set as the idle
// mark), `report` (since the idle mark: the peak resident set sampled every 20 ms, the CPU time
// used, the event loop's delay; and the endpoint's stats) and `stop`.

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import { App } from '@slack/bolt';
import { EVENTS_PATH, startSlack as startOurs } from '../adapters/slack/index.ts';
import { parseCommand } from '../src/bot/grammar.ts';
import type { Logger } from '../src/bot/ports.ts';
import type { BotCore } from '../src/bot/types.ts';
import { BOT_TOKEN, FakeSlack } from '../test/slack/fake-slack.ts';
import { SIGNING_SECRET } from '../test/slack/signing.ts';
import { LegacyGuardedReceiver } from './legacy-slack-guard.ts';

export type EndpointKind = 'guarded' | 'legacy';

const kind = process.argv[2] as EndpointKind;
/** Another tree's adapter to start as `guarded` (an older commit's, extracted by old-tree.ts). */
const root = process.argv[3];
const { startSlack } = (
  root ? await import(`${root}/adapters/slack/index.ts`) : { startSlack: startOurs }
) as { startSlack: typeof startOurs };
const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const quietBolt: any = { debug() {}, info() {}, warn() {}, error() {}, setName() {} };
quietBolt.setLevel = () => {};
quietBolt.getLevel = () => 'error';

const api = await FakeSlack.start();
const core: BotCore = {
  handle: async () => [],
  emptyCells: async () => [],
  boardPosted: async () => true,
  boardEdited: async () => undefined,
  liveBoard: async () => undefined,
};

let url: string;
let stats: () => unknown = () => undefined;
let stop: () => Promise<unknown>;
if (kind === 'guarded') {
  const adapter = await startSlack({
    core,
    parseCommand,
    botToken: BOT_TOKEN,
    signingSecret: SIGNING_SECRET,
    port: 0,
    logger: silent,
    clientOptions: { slackApiUrl: api.apiUrl, retryConfig: { retries: 0 } },
  });
  url = adapter.url!;
  stats = () => adapter.endpointStats?.();
  stop = () => adapter.close();
} else {
  const app = new App({
    token: BOT_TOKEN,
    receiver: new LegacyGuardedReceiver(
      { signingSecret: SIGNING_SECRET, logger: quietBolt },
      EVENTS_PATH,
    ),
    logger: quietBolt,
    clientOptions: { slackApiUrl: api.apiUrl },
  });
  app.command('/sudoku', async ({ ack }) => {
    await ack();
  });
  const server = (await app.start({ port: 0, host: '127.0.0.1' })) as Server;
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${EVENTS_PATH}`;
  stop = async () => {
    server.closeAllConnections();
    await app.stop();
  };
}

let idle = process.memoryUsage.rss();
let peak = idle;
let peakHeap = 0;
let peakExternal = 0;
let idleHeap = 0;
let idleExternal = 0;
let cpuAtIdle = process.cpuUsage();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
/** Each V8 heap space's size at the resident set's peak, and at the idle mark (MB). */
let spacesAtPeak: Record<string, number> = {};
let idleSpaces: Record<string, number> = {};
const spaceSizes = () =>
  Object.fromEntries(getHeapSpaceStatistics().map((s) => [s.space_name, s.space_size]));
/** V8's collections since the idle mark, by kind, and the longest pause of each kind. */
const gcs = { minor: 0, major: 0, minorMaxMs: 0, majorMaxMs: 0, majorMs: 0 };
const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as unknown as { detail?: { kind?: number } }).detail?.kind;
    if (kind === constants.NODE_PERFORMANCE_GC_MINOR) {
      gcs.minor++;
      gcs.minorMaxMs = Math.max(gcs.minorMaxMs, entry.duration);
    } else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
      gcs.major++;
      gcs.majorMs += entry.duration;
      gcs.majorMaxMs = Math.max(gcs.majorMaxMs, entry.duration);
    }
  }
});
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  if (m.rss > peak) spacesAtPeak = spaceSizes();
  peak = Math.max(peak, m.rss);
  peakHeap = Math.max(peakHeap, m.heapTotal);
  peakExternal = Math.max(peakExternal, m.external);
}, 20);

process.on('message', (message: string) => {
  if (message === 'idle') {
    globalThis.gc?.();
    idle = process.memoryUsage.rss();
    peak = idle;
    const m = process.memoryUsage();
    peakHeap = idleHeap = m.heapTotal;
    peakExternal = idleExternal = m.external;
    cpuAtIdle = process.cpuUsage();
    idleSpaces = spacesAtPeak = spaceSizes();
    Object.assign(gcs, { minor: 0, major: 0, minorMaxMs: 0, majorMaxMs: 0, majorMs: 0 });
    gcObserver.observe({ entryTypes: ['gc'] });
    loopDelay.enable();
    process.send!({ idle });
  } else if (message === 'report') {
    const cpu = process.cpuUsage(cpuAtIdle);
    process.send!({
      idle,
      peak: Math.max(peak, process.memoryUsage.rss()),
      peakHeap: peakHeap - idleHeap,
      peakExternal: peakExternal - idleExternal,
      cpuMs: (cpu.user + cpu.system) / 1000,
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      loopDelayMaxMs: loopDelay.max / 1e6,
      stats: stats(),
      spacesAboveIdle: Object.fromEntries(
        Object.entries(spacesAtPeak).map(([name, size]) => [name, size - (idleSpaces[name] ?? 0)]),
      ),
      gcs,
    });
  } else if (message === 'stop') {
    clearInterval(sampler);
    gcObserver.disconnect();
    loopDelay.disable();
    void Promise.all([stop(), api.close()]).finally(() => process.exit(0));
  }
});
process.send!({ url });
