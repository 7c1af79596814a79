// Drives the bot core in-process: a fake clock, a chosen store, fixture puzzles, the real hint
// engine, a counting fake renderer, and a logger that keeps its lines.

import { hint, hintForCell } from '../../src/engine/logic/index.ts';
import { err, ok } from '../../src/engine/result.ts';
import { createBot, type SudokuBot } from '../../src/bot/core.ts';
import type { CoreDeps } from '../../src/bot/context.ts';
import type {
  Clock,
  Logger,
  PhotoError,
  PhotoRead,
  PhotoReader,
  Renderer,
  RenderOptions,
} from '../../src/bot/ports.ts';
import type { BoardView } from '../../src/render/view.ts';
import type { HintService } from '../../src/bot/services.ts';
import type { Conversation, Reply, User } from '../../src/bot/types.ts';
import type { Game } from '../../src/game/game.ts';
import { MemoryStore } from '../../src/store/memory.ts';
import type { Store } from '../../src/store/port.ts';
import { FixturePuzzleSource } from '../game/fixture-puzzles.ts';

export class FakeClock implements Clock {
  constructor(private ms: number) {}
  now(): Date {
    return new Date(this.ms);
  }
  set(iso: string): void {
    this.ms = Date.parse(iso);
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

export interface LogLine {
  level: string;
  message: string;
  fields: Record<string, unknown>;
}

export class MemoryLogger implements Logger {
  readonly lines: LogLine[] = [];
  debug(message: string, fields: Record<string, unknown> = {}) {
    this.lines.push({ level: 'debug', message, fields });
  }
  info(message: string, fields: Record<string, unknown> = {}) {
    this.lines.push({ level: 'info', message, fields });
  }
  warn(message: string, fields: Record<string, unknown> = {}) {
    this.lines.push({ level: 'warn', message, fields });
  }
  error(message: string, fields: Record<string, unknown> = {}) {
    this.lines.push({ level: 'error', message, fields });
  }
}

/** A renderer that draws nothing but says what it was asked (a tiny fake PNG). */
export class CountingRenderer implements Renderer {
  calls = 0;
  /** The theme of each picture drawn, in order (undefined: the renderer's default). */
  readonly themes: (string | undefined)[] = [];
  fail = false;
  /** The priority of each picture asked for, in order. */
  readonly priorities: string[] = [];
  async render(_view: BoardView, options: RenderOptions = {}): Promise<Buffer> {
    this.calls++;
    this.themes.push(options.theme);
    this.priorities.push(options.priority ?? 'interactive');
    if (this.fail) throw new Error('render broke');
    return Buffer.from([0x89, 0x50, 0x4e, 0x47]);
  }
  altText(): string {
    return 'A Sudoku board';
  }
}

/** A photo reader that returns a fixed reading. */
export class FakePhotoReader implements PhotoReader {
  reads = 0;
  constructor(public result: PhotoRead | PhotoError) {}
  async read() {
    this.reads++;
    return 'grid' in this.result ? ok(this.result) : err(this.result);
  }
}

export const engineHints: HintService = { hint, hintForCell };

export const CHANNEL: Conversation = {
  platform: 'web',
  id: 'general',
  kind: 'channel',
  workspace: 'local',
};
export const OTHER_CHANNEL: Conversation = {
  platform: 'web',
  id: 'puzzles',
  kind: 'channel',
  workspace: 'local',
};
export const DM: Conversation = {
  platform: 'web',
  id: 'dm-ann',
  kind: 'direct',
  workspace: 'local',
};
export const ANN: User = { id: 'u-ann', name: 'Ann', canManage: true };
export const BOB: User = { id: 'u-bob', name: 'Bob', canManage: false };

export interface Harness {
  bot: SudokuBot;
  store: Store;
  clock: FakeClock;
  logger: MemoryLogger;
  renderer: CountingRenderer;
  puzzles: FixturePuzzleSource;
  /** Runs `text` as `user` in `conversation`. */
  send(text: string, user?: User, conversation?: Conversation): Promise<Reply[]>;
}

/** A bot on a fresh store (memory unless given) at a fixed time (a Friday, 10:00 UTC). */
export function harness(options: Partial<CoreDeps> & { store?: Store; at?: string } = {}): Harness {
  const store = options.store ?? new MemoryStore();
  const clock = new FakeClock(Date.parse(options.at ?? '2025-03-14T10:00:00Z'));
  const logger = new MemoryLogger();
  const renderer = new CountingRenderer();
  const puzzles = new FixturePuzzleSource();
  const bot = createBot({
    store,
    clock,
    puzzles,
    hints: engineHints,
    renderer,
    photoReader: null,
    logger,
    ...options,
  });
  return {
    bot,
    store,
    clock,
    logger,
    renderer,
    puzzles,
    send: (text, user = ANN, conversation = CHANNEL) =>
      bot.handleText({ conversation, user, text }),
  };
}

/** The one reply, or a failure naming what came back. */
export function only(replies: Reply[]): Reply {
  if (replies.length !== 1) throw new Error(`expected one reply, got ${replies.length}`);
  return replies[0]!;
}

/** The live-board reply among `replies` (a failure when there is none or several). */
export function liveOf(replies: Reply[]): Reply {
  const boards = replies.filter((r) => r.live);
  if (boards.length !== 1) throw new Error(`expected one live board, got ${boards.length}`);
  return boards[0]!;
}

/** The replies that are not the live board. */
export function besideBoard(replies: Reply[]): Reply[] {
  return replies.filter((r) => !r.live);
}

/** The short private confirmation among `replies` (a failure when there is none). */
export function ackOf(replies: Reply[]): Reply {
  const ack = replies.find((r) => r.ack);
  if (!ack) throw new Error(`no confirmation among ${replies.length} replies`);
  return ack;
}

/** `r3c5` of a cell index on a 9x9 board. */
export function name(cell: number): string {
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
}

/** The current game of a conversation (the channel by default); throws when there is none. */
export async function current(h: Harness, conversation = CHANNEL): Promise<Game> {
  const game = await h.store.currentGame({
    platform: conversation.platform,
    conversationId: conversation.id,
  });
  if (!game) throw new Error('no game');
  return game;
}

/** The cells of a game that hold neither a given nor an entry. */
export function empties(game: Game): number[] {
  return Array.from(game.givens).flatMap((d, i) => (d || game.entries[i] ? [] : [i]));
}
