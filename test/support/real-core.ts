// The real bot core as the adapter tests and benchmarks drive it: engine hints, the real
// renderer, fixture puzzles, a memory store that records daily posts, a settable clock and a
// photo reader that always reads the same grid.

import type { CoreOptions } from '../../src/bot/context.ts';
import { createBot, type SudokuBot } from '../../src/bot/core.ts';
import type { Logger, PhotoReader, Renderer } from '../../src/bot/ports.ts';
import type { HintService } from '../../src/bot/services.ts';
import { hint, hintForCell } from '../../src/engine/logic/index.ts';
import { ok } from '../../src/engine/result.ts';
import { createRenderer } from '../../src/render/index.ts';
import { MemoryStore } from '../../src/store/memory.ts';
import type { ConversationKey, PostRecord, Store } from '../../src/store/port.ts';
import { FixturePuzzleSource } from '../game/fixture-puzzles.ts';

/** Sudoku Exchange easy #1 (public domain), as in test/fixtures/puzzles-with-solutions.txt. */
export const PHOTO_GRID =
  '050703060007000800000816000000030000005000100730040086906000204840572093000409000';

/** A photo reader that reads PHOTO_GRID from any photo, sure of every cell. */
export const fixedPhotoReader: PhotoReader = {
  read: async () =>
    ok({
      grid: Uint8Array.from(PHOTO_GRID, Number),
      confidence: new Float32Array(81).fill(0.98),
      unsure: [],
      corners: [],
    }),
};

/** A memory store that also remembers the outcome (message id) of each daily post. */
export class RecordingStore extends MemoryStore {
  readonly posted: {
    conversation: ConversationKey;
    date: string;
    outcome: { ok: true; messageId: string };
  }[] = [];
  override async writeDailyPost(
    conversation: ConversationKey,
    date: string,
    record: Omit<PostRecord, 'revision'>,
    expectedRevision: number,
  ) {
    const before = await super.dailyPost(conversation, date);
    const written = await super.writeDailyPost(conversation, date, record, expectedRevision);
    const sentNow = record.status === 'sent' && before?.status !== 'sent';
    if (written && sentNow && record.messageId !== undefined) {
      this.posted.push({ conversation, date, outcome: { ok: true, messageId: record.messageId } });
    }
    return written;
  }
}

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** Services a test or benchmark puts in place of realCore's own. */
export interface RealCoreParts {
  /** Default: the engine's hints on this thread (main.ts gives a pool of hint workers). */
  readonly hints?: HintService;
  /** Default: fixedPhotoReader. */
  readonly photoReader?: PhotoReader;
  /** The core's options (noticeAfterMs: 0 tells at once of a picture that waits in line). */
  readonly options?: Partial<CoreOptions>;
}

/**
 * The real core on fixture puzzles; set `clock.ms` to move time (default Friday 2025-03-14).
 * Pictures are drawn on this thread unless a renderer is given (main.ts gives a worker pool);
 * null turns them off, as RENDER_IMAGES=false does.
 */
export function realCore(
  logger: Logger = silent,
  renderer: Renderer | null = createRenderer(),
  parts: RealCoreParts = {},
) {
  return realCoreOn(new RecordingStore(), logger, renderer, parts);
}

/** The real core as realCore makes it, on `store` (e.g. a SQLite file that outlives a restart). */
export function realCoreOn<S extends Store>(
  store: S,
  logger: Logger = silent,
  renderer: Renderer | null = createRenderer(),
  parts: RealCoreParts = {},
) {
  const puzzles = new FixturePuzzleSource();
  const clock = { ms: Date.parse('2025-03-14T10:00:00Z'), now: () => new Date(clock.ms) };
  const bot: SudokuBot = createBot({
    store,
    clock,
    puzzles,
    hints: parts.hints ?? { hint, hintForCell },
    renderer,
    photoReader: parts.photoReader ?? fixedPhotoReader,
    logger,
    ...(parts.options && { options: parts.options }),
  });
  return { bot, store, puzzles, clock };
}
