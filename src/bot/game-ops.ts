// Reading and changing a conversation's game safely: one change is read, computed and committed
// under the conversation's lock, with the store's optimistic version as the final guard (a
// second process may have written in between: re-read and retry).

import { makeCellName } from '../engine/cell.ts';
import type { Result } from '../engine/result.ts';
import type { Game } from '../game/game.ts';
import type { MoveError, MoveOutcome } from '../game/rules.ts';
import type { MoveRecord } from '../store/port.ts';
import { say, type Ctx } from './context.ts';
import { cellRefName } from './format-command.ts';
import type { CellRef, Reply } from './types.ts';

/** How many times a change is recomputed after another process wrote first. */
export const MAX_COMMIT_ATTEMPTS = 8;

export const NO_GAME_TEXT =
  'There is no game here yet. Type `today` for the daily puzzle or `new` for a fresh one (e.g. `new hard`).';

/** The conversation's current game, or a reply saying how to start one. */
export async function currentGame(ctx: Ctx): Promise<Result<Game, Reply>> {
  const game = await ctx.rt.store.currentGame(ctx.key);
  return game ? { ok: true, value: game } : { ok: false, error: say(NO_GAME_TEXT) };
}

export type ChangeResult =
  | { readonly ok: true; readonly before: Game; readonly outcome: MoveOutcome }
  | { readonly ok: false; readonly reply: Reply };

/**
 * A refusal when the command came from a component of another game's board (an older game
 * here, set aside or replaced), so a press never acts on a game its board doesn't show.
 */
export function wrongBoard(ctx: Ctx, game: Game): Reply | undefined {
  const pressed = ctx.inbound.gameId;
  if (pressed === undefined || pressed === game.id) return undefined;
  return say(
    'That board is from an earlier game here, so I did not change anything. Use the latest board, or `board` to show it.',
  );
}

/**
 * Applies `change` to the conversation's current game and commits it as one transaction.
 * `record` describes the move for the log; `cell`, when the move names one, is recorded too.
 * The first try starts from the game this process last committed here (RecentGames), when it
 * has one: the commit holds only while that is still the stored current game and version, and a
 * refusal computed from it is checked against the store before it is given.
 */
export async function changeGame(
  ctx: Ctx,
  change: (game: Game) => Result<MoveOutcome, MoveError> | Result<MoveOutcome, Reply>,
  record: Omit<MoveRecord, 'userId' | 'at'>,
  cell?: CellRef,
  options: { readonly lockHeld?: boolean } = {},
): Promise<ChangeResult> {
  const { store, recentGames } = ctx.rt;
  const key = conversationLock(ctx);
  const body = async (): Promise<ChangeResult> => {
    for (let attempt = 0; attempt < MAX_COMMIT_ATTEMPTS; attempt++) {
      const remembered = attempt === 0 ? recentGames?.get(key) : undefined;
      const game = remembered ?? (await store.currentGame(ctx.key));
      if (!game) return { ok: false, reply: say(NO_GAME_TEXT) };
      const refusal = wrongBoard(ctx, game);
      const result = refusal ? undefined : change(game);
      if (!result?.ok) {
        if (remembered) continue; // perhaps stale: decide on the stored game
        if (refusal) return { ok: false, reply: refusal };
        const e = result!.error;
        return { ok: false, reply: 'visibility' in e ? e : say(e.message) };
      }
      const committed = await store.commitMove({
        game: result.value.game,
        expectedVersion: game.version,
        move: { ...record, ...cellField(game, cell), userId: ctx.actor.id, at: ctx.now.getTime() },
        whileCurrentIn: ctx.key,
        ...(attempt > 0 && { urgent: true }),
        // The typed command below the live boards is counted with the move: one commit.
        ...(ctx.visibleMessage.uncounted && { noteVisibleMessage: ctx.key }),
      });
      if (committed) {
        ctx.visibleMessage.uncounted = false;
        const after = { ...result.value.game, version: game.version + 1 };
        recentGames?.set(key, after);
        return { ok: true, before: game, outcome: { ...result.value, game: after } };
      }
      recentGames?.forget(key);
    }
    ctx.rt.logger.warn('game change gave up after conflicts', { game: ctx.key.conversationId });
    return {
      ok: false,
      reply: say('That board is very busy right now; please send your move again.'),
    };
  };
  return options.lockHeld ? body() : ctx.rt.locks.run(key, body);
}

/** The key of a conversation's lock: its changes in this process run one at a time. */
export function conversationLock(ctx: Ctx): string {
  return `${ctx.key.platform}:${ctx.key.conversationId}`;
}

function cellField(game: Game, cell: CellRef | undefined): { cell?: number } {
  if (!cell) return {};
  const index = cellOf(game, cell);
  return index.ok ? { cell: index.value } : {};
}

/** The cell index of a user's cell on this game's board, or a reply naming the valid range. */
export function cellOf(game: Game, ref: CellRef): Result<number, Reply> {
  const n = game.geometry.size;
  if (ref.row < 1 || ref.col < 1 || ref.row > n || ref.col > n) {
    return {
      ok: false,
      error: say(
        `${cellRefName(ref)} is off this board: rows and columns go from 1 to ${n} (r1c1 to r${n}c${n}).`,
      ),
    };
  }
  return { ok: true, value: (ref.row - 1) * n + (ref.col - 1) };
}

/** `r3c5` of a cell index on a game's board. */
export function cellName(game: Game, cell: number): string {
  return makeCellName(cell, game.geometry.size);
}
