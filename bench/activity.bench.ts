// The Sudoku Activity beside the message board, in one run: the real core, the real discord.js
// adapter on the fake Discord API, the Activity's server, and chromium pages framed by a fake
// Discord client (test/activity). Part one: a whole daily played to the end by Ada and Grace in
// the Activity and Kurt on the message board (cell menus and move panel), half the moves row by
// row, half anywhere; taps per move and each move's round trip to the other players. Part two:
// 16 players in one instance (2 pages, 14 headless players moving notes at a person's pace),
// the round trip between the pages. Then the first paint after the handshake, and the size of
// what the page loads. `npm run bench -- activity` (ACTIVITY_BENCH_N: part two's samples, 100).

import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { asUser, slash, sub } from '../test/discord/payloads.ts';
import { INSTANCE_ID, PLAYERS, startActivityHarness } from '../test/activity/harness.ts';
import { browserMissing, launchBrowser } from '../test/web/browser.ts';
import { BoardPlayer, HeadlessPlayer, PagePlayer } from './activity-players.ts';
import { slackModalRace } from './activity-slack.ts';
import { percentile, printTable } from './lib.ts';

const SAMPLES = Number(process.env.ACTIVITY_BENCH_N ?? 100);
const HEADLESS = 14;
/** A headless player's pause between moves: a person's pace, 2 to 6 s. */
const PACE_MS = [2000, 6000] as const;

const missing = browserMissing();
if (missing) {
  console.error(`the Activity benchmark needs chromium: ${missing}`);
  process.exit(1);
}

const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load/, 'load');
const summary = (values: readonly number[]) => ({
  samples: values.length,
  'p50 ms': Math.round(percentile(values, 0.5)),
  'p99 ms': Math.round(percentile(values, 0.99)),
  'max ms': Math.round(Math.max(...values)),
});
const median = (values: readonly number[]) => percentile(values, 0.5);
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** A seeded shuffle (xorshift), so every run plays the same order. */
function shuffled<T>(list: readonly T[], seed = 2463534242): T[] {
  const out = [...list];
  let x = seed;
  for (let i = out.length - 1; i > 0; i--) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const j = (x >>> 0) % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

console.log(`machine before: ${load()}`);
const everyone = [...Object.keys(PLAYERS)];
const h = await startActivityHarness({ inInstance: everyone });
const extra = Array.from({ length: HEADLESS }, (_, i) => {
  const user = { id: String(1190000000000000001n + BigInt(i)), username: `player${i + 1}` };
  h.oauth.addUser({ ...user, global_name: `Player ${i + 1}` });
  h.oauth.instances.get(INSTANCE_ID)!.users.push(user.id);
  return user.id;
});
const kurtUser = { ...PLAYERS.Kurt!, global_name: 'Kurt' };
let browser: Browser | undefined;
try {
  browser = await launchBrowser();
  const context = (width: number, height: number) =>
    browser!.newContext({ viewport: { width, height } });
  await h.discord.run(asUser(slash('sudoku', sub('today')), kurtUser));
  const paints: number[] = [];
  const [ada, adaPaint] = await PagePlayer.open(
    h,
    await (await context(1280, 800)).newPage(),
    'Ada',
  );
  const [grace, gracePaint] = await PagePlayer.open(
    h,
    await (await context(390, 844)).newPage(),
    'Grace',
  );
  paints.push(adaPaint, gracePaint);
  const kurt = new BoardPlayer(h, kurtUser);

  // Part one: the whole daily, three players, every move's round trip to the others.
  const game = await h.game();
  const boardId = h.discord.api
    .allMessages()
    .find((m) => m.components.length > 0 && m.flags === 0)!.id;
  const empties = [...game.givens.keys()].filter((c) => !game.givens[c]);
  const half = Math.ceil(empties.length / 2);
  const order = [...empties.slice(0, half), ...shuffled(empties.slice(half))];
  const rtt = {
    pageToPage: [] as number[],
    pageToBoard: [] as number[],
    boardToPage: [] as number[],
  };
  const taps = { ada: [] as number[][], grace: [] as number[][], kurt: [] as number[][] };
  for (const [i, cell] of order.entries()) {
    const digit = game.solution[cell]!;
    const part = i < half ? 0 : 1;
    const who = i % 3;
    if (who === 2) {
      const before = kurt.taps;
      const start = await kurt.move(cell, digit);
      (taps.kurt[part] ??= []).push(kurt.taps - before);
      for (const page of [ada, grace])
        rtt.boardToPage.push((await page.arrival(cell, `d${digit}`, start)) - start);
      continue;
    }
    const [mover, other] = who === 0 ? [ada, grace] : [grace, ada];
    const clicks = await mover.clicks();
    const tapped = await mover.tap(cell, digit);
    (taps[who === 0 ? 'ada' : 'grace'][part] ??= []).push((await mover.clicks()) - clicks);
    rtt.pageToPage.push((await other.arrival(cell, `d${digit}`, tapped)) - tapped);
    await h.activity.idle();
    const edit = h.discord.api.requests.find(
      (r) =>
        r.method === 'PATCH' &&
        r.path.endsWith(`/messages/${boardId}`) &&
        performance.timeOrigin + r.at >= tapped,
    );
    if (edit) rtt.pageToBoard.push(performance.timeOrigin + edit.at - tapped);
  }
  const solved = (await h.game()).status;

  // Part two: 16 players in the instance; the pages toggle notes, the others move at a pace.
  await h.discord.run(
    asUser(slash('sudoku', sub('new', { name: 'level', type: 3, value: 'easy' })), kurtUser),
  );
  const fresh = await h.game();
  const open = [...fresh.givens.keys()].filter((c) => !fresh.givens[c]);
  const crowd = await Promise.all(extra.map((id) => HeadlessPlayer.join(h, id)));
  let playing = true;
  const refusals = { crowd: 0 };
  const crowdMoves = crowd.map(async (player, p) => {
    let n = p;
    while (playing) {
      await new Promise((r) =>
        setTimeout(r, PACE_MS[0] + ((n * 7919) % (PACE_MS[1] - PACE_MS[0]))),
      );
      const cell = open[open.length - 1 - (n % Math.floor(open.length / 2))]!;
      if ((await player.note(fresh.id, cell, (n % 9) + 1)) !== 200) refusals.crowd++;
      n += HEADLESS;
    }
  });
  const crowdRtt: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const [mover, other] = i % 2 === 0 ? [ada, grace] : [grace, ada];
    // Each pass over the pages' half of the cells sets a note; the next pass takes it away.
    const mine = Math.floor(open.length / 2);
    const pass = Math.floor(i / mine);
    const cell = open[i % mine]!;
    const digit = (Math.floor(pass / 2) % 9) + 1;
    const present = pass % 2 === 0;
    const tapped = await mover.tap(cell, digit, true);
    crowdRtt.push((await other.arrival(cell, `n${digit}${present ? '+' : '-'}`, tapped)) - tapped);
  }
  playing = false;
  await Promise.all(crowdMoves);
  for (const player of crowd) player.stream.close();

  // First paint after the handshake: more pages loaded one after another.
  for (let i = 0; i < 6; i++) {
    const page = await (await context(i % 2 ? 390 : 1280, i % 2 ? 844 : 800)).newPage();
    paints.push((await PagePlayer.open(h, page, 'Emmy'))[1]);
    await page.context().close();
  }

  // What the page loads, as served.
  const page = await (
    await fetch(`${h.activity.url}/?frame_id=f&instance_id=${INSTANCE_ID}&platform=desktop`)
  ).text();
  const files = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  const bundle = await Promise.all(
    files.map(async (path) => {
      const bytes = Buffer.from(await (await fetch(`${h.activity.url}${path}`)).arrayBuffer());
      return {
        file: path.replace('/.proxy/static/', ''),
        bytes: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
      };
    }),
  );
  const html = Buffer.from(page);
  bundle.unshift({
    file: '/ (the page)',
    bytes: html.length,
    gzip: gzipSync(html, { level: 9 }).length,
  });

  const slack = await slackModalRace();

  console.log(`\nmachine after: ${load()} (2 cores; other agents share them)`);
  console.log(
    `part one: the daily ended ${solved}; part two: ${crowd.length + 2} players, ${refusals.crowd} crowd moves refused`,
  );
  const tapRow = (who: string, surface: string, list: number[][]) => ({
    player: who,
    surface,
    'row by row: moves': list[0]?.length ?? 0,
    'median taps': median(list[0] ?? []),
    'mean taps': mean(list[0] ?? []),
    'anywhere: moves': list[1]?.length ?? 0,
    'median taps ': median(list[1] ?? []),
    'mean taps ': mean(list[1] ?? []),
  });
  printTable('Taps per move, one daily played to the end (same run)', [
    tapRow('Ada', 'Activity (desktop)', taps.ada),
    tapRow('Grace', 'Activity (phone)', taps.grace),
    tapRow('Kurt', 'message board (cell menus, move panel)', taps.kurt),
  ]);
  printTable('Round trip of a move, loopback (tap to the other player seeing it)', [
    { path: '3 players: Activity page -> other Activity page', ...summary(rtt.pageToPage) },
    { path: '3 players: Activity page -> message board edited', ...summary(rtt.pageToBoard) },
    { path: '3 players: message board -> Activity pages', ...summary(rtt.boardToPage) },
    { path: `16 players: Activity page -> other page (notes)`, ...summary(crowdRtt) },
  ]);
  printTable('First paint after the handshake (READY to the board drawn)', [
    {
      pages: paints.length,
      'p50 ms': Math.round(median(paints)),
      'max ms': Math.round(Math.max(...paints)),
    },
  ]);
  const total = bundle.reduce((a, b) => ({ bytes: a.bytes + b.bytes, gzip: a.gzip + b.gzip }), {
    bytes: 0,
    gzip: 0,
  });
  printTable('What the Activity page loads (JS, CSS, HTML; no framework)', [
    ...bundle,
    { file: 'total', ...total },
  ]);
  printTable('Slack: a scripted race over a 3-player daily (pick, another moves, digit)', slack);
} finally {
  await browser?.close();
  await h.close();
}
