// Several bot processes on one database, playing the same channels' dailies at once while each
// ticks the daily scheduler (bot-child.ts is one process). Builds the plans from the stored games
// and checks the outcome against what each process was told: every acknowledged move is on the
// board, counts match the acknowledgements exactly, nothing unacknowledged was written, and each
// daily post went out once.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Game } from '../../src/game/game.ts';
import type { Store } from '../../src/store/port.ts';
import type { TickReport } from '../../src/bot/schedule.ts';
import { ANN, empties, harness, name } from '../bot/harness.ts';

/** One command of a process's plan. */
export interface FleetCommand {
  readonly conversation: string;
  readonly user: string;
  readonly text: string;
}

/** The first reply's text to plan command `i`. */
export interface FleetReply {
  readonly i: number;
  readonly text: string;
}

/** Where the fleet's database is: a PostgreSQL URL or a SQLite file. */
export type FleetDatabase = { readonly url: string } | { readonly file: string };

export const FLEET_DATE = '2025-03-14';
const SETUP_AT = `${FLEET_DATE}T08:00:00Z`;
/** When the processes run: every channel's 09:00 post is due. */
const RUN_AT = `${FLEET_DATE}T09:00:30Z`;

/** Starts each channel's daily and schedules its 09:00 post, through the real core. */
export async function setUpChannels(store: Store, channels: readonly string[]): Promise<Game[]> {
  const h = harness({ store, at: SETUP_AT });
  const games: Game[] = [];
  for (const id of channels) {
    const channel = { platform: 'web' as const, id, kind: 'channel' as const, workspace: 'local' };
    await h.send('today', ANN, channel);
    await h.send('schedule 09:00', ANN, channel);
    games.push((await store.currentGame({ platform: 'web', conversationId: id }))!);
  }
  return games;
}

/**
 * Plans for `processes` processes over `games`: each empty cell (but one per game, so no game
 * ends) goes to one process, which may first try a wrong digit (a mistake) or ask a hint for
 * it; every fifth cell is also tried by the next process (one of the two must be told "already
 * there"). Each process acts as two users.
 */
export function planMoves(games: readonly Game[], processes: number): FleetCommand[][] {
  const plans: FleetCommand[][] = Array.from({ length: processes }, () => []);
  for (const game of games) {
    const cells = empties(game).slice(0, -1);
    cells.forEach((cell, k) => {
      const owner = k % processes;
      const digit = game.solution[cell]!;
      const conversation = game.place.conversationId;
      const tries = [owner, ...(k % 5 === 0 ? [(owner + 1) % processes] : [])];
      for (const p of tries) {
        const user = `p${p}-${k % 2 ? 'a' : 'b'}`;
        const say = (text: string) => plans[p]!.push({ conversation, user, text });
        if (k % 4 === 1) say(`${name(cell)} ${(digit % 9) + 1}`);
        if (k % 6 === 2) say(`hint ${name(cell)}`);
        say(`${name(cell)} ${digit}`);
      }
    });
  }
  return plans.map(interleave);
}

/** A plan with its games taken in turn (order kept within each), so all are played at once. */
function interleave(plan: readonly FleetCommand[]): FleetCommand[] {
  const byGame = new Map<string, FleetCommand[]>();
  for (const c of plan) byGame.set(c.conversation, [...(byGame.get(c.conversation) ?? []), c]);
  const queues = [...byGame.values()];
  const out: FleetCommand[] = [];
  for (let i = 0; out.length < plan.length; i++) {
    for (const q of queues) if (i < q.length) out.push(q[i]!);
  }
  return out;
}

/** What one game's players were told, counted from the replies. */
export interface GameTally {
  /** Cell name -> digits acknowledged as placed there. */
  readonly placed: Map<string, number[]>;
  /** User -> mistakes acknowledged ("doesn't go in"). */
  readonly mistakes: Map<string, number>;
  /** User -> hints given. */
  readonly hints: Map<string, number>;
  /** Replies that changed nothing: already there, board busy, or anything else. */
  readonly other: string[];
}

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/** Tallies the replies per conversation. */
export function tally(run: FleetRun): Map<string, GameTally> {
  const games = new Map<string, GameTally>();
  for (const { command, text } of run.replies) {
    let t = games.get(command.conversation);
    if (!t) {
      t = { placed: new Map(), mistakes: new Map(), hints: new Map(), other: [] };
      games.set(command.conversation, t);
    }
    // A placement answers with the live board, whose line names the mover and the move.
    const placed = /· \S+ placed (\d+) in (r\d+c\d+)/.exec(text);
    if (placed) t.placed.set(placed[2]!, [...(t.placed.get(placed[2]!) ?? []), Number(placed[1])]);
    else if (/^\d+ doesn't go in r\d+c\d+, so I didn't write it/.test(text))
      bump(t.mistakes, command.user);
    else if (/^\*Hint for r\d+c\d+:\*/.test(text)) bump(t.hints, command.user);
    else t.other.push(text);
  }
  return games;
}

export interface FleetRun {
  readonly replies: { readonly command: FleetCommand; readonly text: string }[];
  readonly ticks: TickReport[];
  readonly errors: unknown[];
  /** Conversation ids posted to, one entry per post, from every process. */
  readonly posts: string[];
}

/** Runs one process per plan on `database` at once; resolves when all have finished. */
export async function runFleet(
  database: FleetDatabase,
  plans: readonly FleetCommand[][],
  dir: string,
): Promise<FleetRun> {
  const child = resolve(import.meta.dirname, 'bot-child.ts');
  const postsFile = join(dir, `posts-${Date.now()}.jsonl`);
  const procs = plans.map((plan, p) => {
    const planFile = join(dir, `plan-${Date.now()}-${p}.json`);
    writeFileSync(planFile, JSON.stringify(plan));
    const proc = spawn(process.execPath, ['--import', 'tsx', child], {
      env: {
        ...process.env,
        ...('url' in database
          ? { SUDOKU_DATABASE_URL: database.url }
          : { SUDOKU_DB: database.file }),
        SUDOKU_NOW: RUN_AT,
        SUDOKU_PLAN: planFile,
        SUDOKU_POSTS: postsFile,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    proc.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const ready = new Promise<void>((ok, fail) => {
      proc.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.startsWith('ready\n')) ok();
      });
      proc.once('exit', () => fail(new Error(`process ${p} exited before it was ready: ${err}`)));
    });
    const exited = new Promise<string>((ok, fail) =>
      proc.once('exit', (code) =>
        code === 0 ? ok(out) : fail(new Error(`process ${p} exited with ${code}: ${err}`)),
      ),
    );
    return { plan, proc, ready, exited };
  });
  // Everyone opens the database first; then all start at once.
  await Promise.all(procs.map((p) => p.ready));
  for (const p of procs) p.proc.stdin.end('go\n');
  const outputs = await Promise.all(procs.map((p) => p.exited));

  const run: FleetRun = { replies: [], ticks: [], errors: [], posts: [] };
  outputs.forEach((out, p) => {
    for (const line of out.split('\n').slice(1).filter(Boolean)) {
      const parsed = JSON.parse(line) as FleetReply | { tick: TickReport; errors: unknown[] };
      if ('tick' in parsed) {
        run.ticks.push(parsed.tick);
        run.errors.push(...parsed.errors);
      } else {
        run.replies.push({ command: procs[p]!.plan[parsed.i]!, text: parsed.text });
      }
    }
  });
  if (existsSync(postsFile)) {
    for (const line of readFileSync(postsFile, 'utf8').split('\n').filter(Boolean)) {
      run.posts.push((JSON.parse(line) as { id: string }).id);
    }
  }
  return run;
}
