// Pressure: several players share one channel's game on each platform at once, the way people
// use it, and play it to the end, unloaded and then with 12 busy loops in their own sessions.
// `npm run bench -- pressure` (PRESSURE_PLAYERS: players per game, default 6;
// PRESSURE_PLATFORMS=discord,slack,web; PRESSURE_LOAD=unloaded,loaded).

import { loadavg } from 'node:os';
import { startBusyLoops } from './busy-loops.ts';
import { printTable } from './lib.ts';
import { discordGame } from './pressure-discord.ts';
import { slackGame } from './pressure-slack.ts';
import type { Tally } from './pressure-tally.ts';
import { webGame } from './pressure-web.ts';

const LOOPS = 12;
const PLATFORMS: Partial<Record<string, (load: string) => Promise<Tally>>> = {
  discord: discordGame,
  slack: slackGame,
  web: webGame,
};
const chosen = (process.env.PRESSURE_PLATFORMS ?? Object.keys(PLATFORMS).join(',')).split(',');
const loads = (process.env.PRESSURE_LOAD ?? 'unloaded,loaded').split(',');

const tallies: Tally[] = [];
for (const load of loads) {
  const stop = load === 'loaded' ? startBusyLoops(LOOPS, 10 * 60_000) : undefined;
  const label = load === 'loaded' ? `${LOOPS} busy loops` : 'unloaded';
  try {
    if (stop) await new Promise((r) => setTimeout(r, 2000));
    for (const name of chosen) {
      const play = PLATFORMS[name];
      if (!play)
        throw new Error(`unknown platform ${name}: use ${Object.keys(PLATFORMS).join(', ')}`);
      tallies.push(await play(label));
      console.log(`  ${name}, ${label}: done (load average ${loadavg()[0]!.toFixed(1)})`);
    }
  } finally {
    stop?.();
  }
}
printTable(
  'Pressure: players sharing one channel game, played to the end',
  tallies.map((t) => t.row()),
);
for (const t of tallies) {
  console.log(`\n${t.platform}, ${t.load}: replies read (one text per kind, count)`);
  for (const [kind, [text, n]] of t.replies) console.log(`  ${n}x ${kind.split(':')[0]}: ${text}`);
  for (const [line, n] of t.logs) console.log(`  logged ${n}x ${line}`);
}
