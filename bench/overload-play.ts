// What the overload benchmark does to a running application over HTTP, as players' pages do: a
// burst of photos right after a cold start, and players each making moves on their own board (a
// direct message with the bot) and waiting for the live board to be edited with its new picture.

import { fixturePuzzles } from '../test/game/fixture-puzzles.ts';
import type { SseReader } from '../test/web/sse-reader.ts';
import { percentile } from './lib.ts';
import type { RunningApp } from './overload-app.ts';
import {
  nextBoard,
  openPlayerStream,
  postCommand,
  postPhoto,
  type PageMessage,
} from './playground-client.ts';

/** How one photo of a burst ended, as the user saw it. */
export type PhotoOutcome = 'ok' | 'refused' | 'timed out';

export interface PhotoAnswer {
  readonly photo: number;
  readonly outcome: PhotoOutcome;
  /** From the upload to the answer (or to giving up), ms. */
  readonly ms: number;
  /** The answer's text (the last message), or why there was none. */
  readonly text: string;
}

/** The answer's outcome: a board read from the photo, a "too long"/stopped reply, or a refusal. */
function outcomeOf(answers: readonly PageMessage[]): PhotoOutcome {
  const answer = answers.at(-1);
  if (answers.some((m) => m.author.bot && (m.isBoard || m.image))) return 'ok';
  return answer && /too long|was stopped|timed out/i.test(answer.text) ? 'timed out' : 'refused';
}

/**
 * `photos.length` photos from `users` users at once (user k sends photos k, k+users, ...) to their
 * direct messages with the bot; each waits for its answer at most `deadlineMs`.
 */
export async function photoBurst(
  app: RunningApp,
  photos: readonly Buffer[],
  users: number,
  deadlineMs: number,
): Promise<PhotoAnswer[]> {
  const send = async (photo: number): Promise<PhotoAnswer> => {
    const user = `burst${photo % users}`;
    const sent = performance.now();
    try {
      const messages = await postPhoto(app.url, 'dm', user, photos[photo]!, deadlineMs);
      const answers = messages.filter((m) => m.author.bot);
      return {
        photo,
        outcome: outcomeOf(answers),
        ms: performance.now() - sent,
        text: answers.at(-1)?.text ?? '(no answer)',
      };
    } catch (error) {
      const aborted = (error as Error).name === 'TimeoutError';
      return {
        photo,
        outcome: aborted ? 'timed out' : 'refused',
        ms: performance.now() - sent,
        text: aborted ? `(no answer within ${deadlineMs / 1000} s)` : (error as Error).message,
      };
    }
  };
  return Promise.all(photos.map((_, i) => send(i)));
}

/** What players saw while they made moves. */
export interface MovesResult {
  readonly players: number;
  /** Moves whose edited board arrived, per second of the window. */
  readonly movesPerSecond: number;
  /** Command to edited board, ms, per move. */
  readonly times: number[];
  /** Live boards that arrived without a picture. */
  readonly withoutPicture: number;
  /** Moves that got an HTTP error or no edited board by the deadline. */
  readonly failed: number;
  /** The application's CPU (every thread) per move, ms. */
  readonly cpuPerMove: number;
  /** This benchmark's own CPU (the players' HTTP and streams) per move, ms. */
  readonly clientCpuPerMove: number;
}

const PUZZLES = fixturePuzzles().slice(0, 10);

/** The correct moves of a puzzle as typed (`r1c2 5`), its last empty cell left empty. */
function movesOf(index: number): { grid: string; moves: string[] } {
  const puzzle = PUZZLES[index % PUZZLES.length]!;
  const moves: string[] = [];
  puzzle.givens.forEach((d, cell) => {
    if (!d) moves.push(`r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} ${puzzle.solution[cell]}`);
  });
  // No game completes inside a measurement (a celebration is another kind of reply).
  moves.pop();
  return { grid: Array.from(puzzle.givens, (d) => (d ? String(d) : '.')).join(''), moves };
}

/** One player: a stream, a board of its own, its moves and the picture it last saw. */
interface Player {
  readonly user: string;
  readonly reader: SseReader;
  moves: string[];
  shown: string | undefined;
  games: number;
}

/** Starts a fresh game for `player` (not timed); throws when no live board comes. */
async function newGame(app: RunningApp, player: Player, deadlineMs: number): Promise<void> {
  const { grid, moves } = movesOf(player.games++ + Number(player.user.slice(1)));
  await postCommand(app.url, 'dm', player.user, `new ${grid}`, deadlineMs);
  const board = await nextBoard(player.reader, player.shown, Date.now() + deadlineMs);
  player.moves = moves;
  player.shown = board.image?.url;
}

/**
 * `count` players, each in its direct message with the bot, make correct moves one after another
 * for `ms`; a move counts from its POST to the live board's edit with a new picture.
 */
export async function playersRun(
  app: RunningApp,
  count: number,
  ms: number,
  deadlineMs: number,
): Promise<MovesResult> {
  const players: Player[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const user = `p${i}`;
      players.push({
        user,
        reader: await openPlayerStream(app.url, user),
        moves: [],
        shown: undefined,
        games: 0,
      });
    }
    await Promise.all(players.map((p) => newGame(app, p, deadlineMs)));
    const times: number[] = [];
    let withoutPicture = 0;
    let failed = 0;
    const cpu = app.cpuMs();
    const clientCpu = process.cpuUsage();
    const start = performance.now();
    let newGamesMs = 0;
    const play = async (player: Player) => {
      while (performance.now() - start < ms) {
        const move = player.moves.shift();
        if (move === undefined) {
          const began = performance.now();
          await newGame(app, player, deadlineMs);
          newGamesMs += (performance.now() - began) / count;
          continue;
        }
        const sent = performance.now();
        try {
          await postCommand(app.url, 'dm', player.user, move, deadlineMs);
          const board = await nextBoard(player.reader, player.shown, Date.now() + deadlineMs);
          times.push(performance.now() - sent);
          if (!board.image) withoutPicture++;
          player.shown = board.image?.url;
        } catch {
          failed++;
        }
      }
    };
    await Promise.all(players.map(play));
    const elapsed = performance.now() - start - newGamesMs;
    const client = process.cpuUsage(clientCpu);
    const moves = Math.max(1, times.length);
    return {
      players: count,
      movesPerSecond: (times.length * 1000) / elapsed,
      times,
      withoutPicture,
      failed,
      cpuPerMove: (app.cpuMs() - cpu) / moves,
      clientCpuPerMove: (client.user + client.system) / 1000 / moves,
    };
  } finally {
    for (const p of players) p.reader.close();
  }
}

/** p50 / p99 of `times` as one cell. */
export function p50p99(times: readonly number[]): string {
  if (times.length === 0) return '-';
  return `${Math.round(percentile(times, 0.5))} / ${Math.round(percentile(times, 0.99))}`;
}
