// Hostile requests to the Slack HTTP endpoint: the adapter (guarded receiver, replay guard)
// beside its peer in the same run, a plain Bolt app on Bolt's own HTTPReceiver (the adapter's
// receiver before the guard). Oversized bodies (unsigned, signed, declared or streamed): the
// status, the time to the answer, how much of the body had been sent by then and how much the
// process grew. A signed request stamped a day ahead, and a signed slash command sent twice:
// how many times a listener ran. Then 1,000 slow connections against the adapter and against
// the old guard and against the adapter before its churn reclaim (extracted from git), each
// endpoint in a process of its own (slack-slow-attack.ts): the ack time of signed requests sent
// meanwhile, the memory above idle (V8's heap spaces at the peak) and the GCs. All on 127.0.0.1.
// `npm run bench -- slack-hostile` (HOSTILE_MB sets the body size, default 64; HOSTILE_N the
// repeats per row, default 3; SLOW_N the slow connections, default 1000, 0 skips them;
// SLOW_WINDOW_MS how long they last per endpoint, default 15 s; SLOW_ENDPOINT_FLAGS Node flags for
// the endpoint's process alone). With fewer than 4,096 file
// descriptors allowed, it runs itself again in a shell with `ulimit -n 4096`.

import { spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { App, HTTPReceiver } from '@slack/bolt';
import { startSlack } from '../adapters/slack/index.ts';
import { parseCommand } from '../src/bot/grammar.ts';
import type { Logger } from '../src/bot/ports.ts';
import type { BotCore } from '../src/bot/types.ts';
import { BOT_TOKEN, FakeSlack } from '../test/slack/fake-slack.ts';
import { stream, type Streamed } from '../test/slack/http-stream.ts';
import { post, sign, SIGNING_SECRET, slash } from '../test/slack/signing.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, printTable } from './lib.ts';
import { extractTree } from './old-tree.ts';
import { SLOW_N, slowAttackRow } from './slack-slow-attack.ts';

/** The adapter's last commit before the churn reclaim (adapters/shared/churn-reclaim.ts). */
const SLACK_NO_RECLAIM_COMMIT = 'bb6112e';

// 1,000 client sockets here and as many server sockets in the endpoint's process.
const FD_NEEDED = 4096;
const fdLimit = Number(spawnSync('sh', ['-c', 'ulimit -n']).stdout.toString().trim());
if (SLOW_N > 0 && fdLimit < FD_NEEDED && !process.env.SLOW_FD_RAISED) {
  console.log(`file descriptors: ${fdLimit} allowed; running again with ulimit -n ${FD_NEEDED}`);
  const again = spawnSync(
    'sh',
    [
      '-c',
      `ulimit -n ${FD_NEEDED} && exec "$0" "$@"`,
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit', env: { ...process.env, SLOW_FD_RAISED: '1' } },
  );
  process.exit(again.status ?? 1);
}

const SIZE_MB = Number(process.env.HOSTILE_MB ?? 64);
const N = Number(process.env.HOSTILE_N ?? 3);
const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };

const api = await FakeSlack.start();
let adapterRuns = 0;
const core: BotCore = {
  handle: async () => {
    adapterRuns++;
    return [];
  },
  emptyCells: async () => [],
  boardPosted: async () => true,
  boardEdited: async () => undefined,
  liveBoard: async () => undefined,
};
const adapter = await startSlack({
  core,
  parseCommand,
  botToken: BOT_TOKEN,
  signingSecret: SIGNING_SECRET,
  port: 0,
  logger: silent,
  clientOptions: { slackApiUrl: api.apiUrl, retryConfig: { retries: 0 } },
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const quietBolt: any = { debug() {}, info() {}, warn() {}, error() {}, setName() {} };
quietBolt.setLevel = () => {};
quietBolt.getLevel = () => 'error';
let peerRuns = 0;
const peer = new App({
  token: BOT_TOKEN,
  receiver: new HTTPReceiver({ signingSecret: SIGNING_SECRET, logger: quietBolt }),
  logger: quietBolt,
  clientOptions: { slackApiUrl: api.apiUrl },
});
peer.command('/sudoku', async ({ ack }) => {
  peerRuns++;
  await ack();
});
const peerServer = (await peer.start({ port: 0, host: '127.0.0.1' })) as Server;
const peerUrl = `http://127.0.0.1:${(peerServer.address() as AddressInfo).port}/slack/events`;

const servers: [string, string][] = [
  ['adapter (guarded)', adapter.url!],
  ['peer: plain Bolt', peerUrl],
];

function signedHeaders(offsetSeconds = 0): Record<string, string> {
  const timestamp = Math.floor(Date.now() / 1000) + offsetSeconds;
  return {
    'x-slack-request-timestamp': String(timestamp),
    'x-slack-signature': sign('not this body', timestamp),
  };
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const rows: Record<string, string | number>[] = [];
const bodies: [string, () => Record<string, string>, boolean][] = [
  ['unsigned, length declared', () => ({}), true],
  ['unsigned, streamed', () => ({}), false],
  ['signed (fresh timestamp), streamed', () => signedHeaders(), false],
];
for (const [what, headers, declare] of bodies) {
  for (const [server, url] of servers) {
    const runs: Streamed[] = [];
    for (let i = 0; i < N; i++)
      runs.push(await stream(url, SIZE_MB * 1024 * 1024, headers(), declare));
    rows.push({
      request: `${SIZE_MB} MB body, ${what}`,
      server,
      status: runs[0]!.status,
      'answer p50 ms': percentile(
        runs.map((r) => r.ms),
        0.5,
      ),
      'MB sent by then': mb(Math.max(...runs.map((r) => r.sentBeforeAnswer))),
      'rss growth MB (max)': mb(Math.max(...runs.map((r) => r.rssGrowth))),
    });
  }
}

// Signed requests the signature check alone lets through.
const timestamp = () => Math.floor(Date.now() / 1000);
for (const [server, url] of servers) {
  const runs = () => (server.startsWith('peer') ? peerRuns : adapterRuns);
  const request = slash('undo', { responseUrl: api.responseUrl() });
  const before = runs();
  const ahead = await post(url, request, { timestamp: timestamp() + 24 * 3600 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  await adapter.idle();
  rows.push({
    request: 'signed /sudoku undo stamped 24 h ahead',
    server,
    status: ahead.status,
    'answer p50 ms': ahead.ms,
    'MB sent by then': '',
    'rss growth MB (max)': '',
    'listener runs': runs() - before,
  });
  const replayed = slash('undo', { responseUrl: api.responseUrl() });
  const first = runs();
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await post(url, replayed)).status);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await adapter.idle();
  rows.push({
    request: 'signed /sudoku undo sent 3 times',
    server,
    status: statuses.join(' '),
    'answer p50 ms': '',
    'MB sent by then': '',
    'rss growth MB (max)': '',
    'listener runs': runs() - first,
  });
}
for (const row of rows) row['listener runs'] ??= '';

printTable(
  `Hostile requests to the Slack endpoint: guarded adapter beside plain Bolt (${N} runs per row)`,
  rows,
);
await adapter.close();
await peer.stop();
await api.close();

if (SLOW_N > 0) {
  const slowRows = [];
  // The old endpoint first: its process is gone before the adapter's starts.
  slowRows.push(await slowAttackRow('legacy', 'old guard (e9d59da), Node defaults'));
  const before = extractTree(
    SLACK_NO_RECLAIM_COMMIT,
    ['src', 'adapters', 'package.json', 'tsconfig.json'],
    join(tmpdir(), 'sudoku-bench-slack-hostile'),
  );
  if (before.ok) {
    slowRows.push(
      await slowAttackRow(
        'guarded',
        `adapter before the churn reclaim (${SLACK_NO_RECLAIM_COMMIT})`,
        before.root,
      ),
    );
  } else console.log(`row of the adapter before the churn reclaim skipped: ${before.reason}`);
  slowRows.push(await slowAttackRow('guarded', 'adapter (guarded, churn reclaim)'));
  printTable(
    `${SLOW_N.toLocaleString('en-US')} slow connections (half trickling headers, half a signed-looking 1 MB body) while a signed /sudoku goes out every 100 ms; fd limit ${fdLimit}`,
    slowRows,
  );
}
