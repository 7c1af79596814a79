// `hint` and `hint r3c5`: progressive hints on the current board. Repeated `hint` on the same
// step goes one level deeper (where to look, then technique and digit, then the placement), and
// repeated `hint r3c5` on the same cell likewise (how far, the first step, the whole route);
// any move resets it. Hints never change the board; they are counted against the game.

import { nearestEmptyCell } from '../engine/grid.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { boardGrid, digitAt, type Game, type HintProgress } from '../game/game.ts';
import { nextHintLevel, recordHint } from '../game/rules.ts';
import { msg, verbatim, type Text } from '../i18n/text.ts';
import { say, type Ctx } from './context.ts';
import {
  cellName,
  cellOf,
  changeGame,
  conversationLock,
  currentGame,
  wrongBoard,
} from './game-ops.ts';
import { hintFailureText, hintText } from './hint-words.ts';
import { queueNotice } from './progress.ts';
import {
  stepKey,
  type HintAnswer,
  type HintInput,
  type HintOptions,
  type HintResult,
} from './services.ts';
import type { Action, CellRef, Command, Draft } from './types.ts';
import { boardReply, gameView } from './views.ts';

const LEVEL_NAMES = [
  msg('hint.title.1'),
  msg('hint.title.1'),
  msg('hint.title.2'),
  msg('hint.title.3'),
] as const;

function inputOf(game: Game): HintInput {
  return { grid: boardGrid(game), notes: game.notes, solution: game.solution };
}

function hintCells(answer: HintAnswer): number[] {
  const s = answer.step;
  if (!s) return [...(answer.highlights.targets ?? [])];
  return [...new Set([...s.placements.map((p) => p.cell), ...s.eliminations.map((e) => e.cell)])];
}

/** How many times a hint is worked out outside the lock when the board changed meanwhile. */
const MAX_HINT_ATTEMPTS = 3;
/** The answer of a change whose game moved on while its hint was worked out. */
const MOVED_ON: Draft = say(msg('hint.moved-on'));

/** A hint worked out for one state of a game, and what recording it changes. */
interface PlannedHint {
  readonly answer: HintAnswer;
  readonly progress: HintProgress;
  readonly cells: readonly number[];
}

/**
 * `hint` / `hint r3c5`. The hint is worked out outside the conversation's lock (in a hint worker
 * it may wait in line, and moves here must not wait behind it), then recorded only while the
 * game is still in the state it was worked out for; otherwise it is worked out again. A board so
 * busy that it changed under every try gets its hint worked out once more while holding the
 * lock: moves here wait for that one, and the player always gets their hint.
 */
export async function hint(
  ctx: Ctx,
  command: Extract<Command, { kind: 'hint' }>,
): Promise<Draft[]> {
  for (let attempt = 0; attempt < MAX_HINT_ATTEMPTS; attempt++) {
    const replies = await hintOnce(ctx, command, false);
    if (replies) return replies;
  }
  const replies = await ctx.rt.locks.run(conversationLock(ctx), () => hintOnce(ctx, command, true));
  // Still moved on: another process changed the game meanwhile.
  return replies ?? [say(msg('core.busy-hint'))];
}

/** One try at a hint: its replies, or undefined when the game moved on while it was worked out. */
async function hintOnce(
  ctx: Ctx,
  command: Extract<Command, { kind: 'hint' }>,
  lockHeld: boolean,
): Promise<Draft[] | undefined> {
  const current = await currentGame(ctx);
  if (!current.ok) return [current.error];
  const seen = current.value;
  const refusal = wrongBoard(ctx, seen);
  if (refusal) return [refusal];
  const planned = await planHint(ctx, seen, command);
  if (!planned.ok) return [planned.error];
  const { answer, progress, cells } = planned.value;
  const result = await changeGame(
    ctx,
    (game) =>
      sameHintState(game, seen)
        ? recordHint(game, progress, ctx.actor, cells)
        : { ok: false, error: MOVED_ON },
    { kind: command.cell ? 'hint-cell' : 'hint' },
    undefined,
    { lockHeld },
  );
  if (result.ok) return hintReplies(ctx, command, result.outcome.game, answer);
  return result.reply === MOVED_ON ? undefined : [result.reply];
}

/** Works out the hint for `game` as it is, or the reply saying why there is none. */
async function planHint(
  ctx: Ctx,
  game: Game,
  command: Extract<Command, { kind: 'hint' }>,
): Promise<Result<PlannedHint, Draft>> {
  if (game.status !== 'playing') {
    return err(say(msg('hint.game-over')));
  }
  const input = inputOf(game);
  if (command.cell) {
    const cell = cellOf(game, command.cell);
    if (!cell.ok) return cell;
    if (digitAt(game, cell.value)) return err(say(filledCell(game, cell.value)));
    // `hint r3c5` again on the same cell goes one level deeper, as `hint` does.
    const key = `cell:${cell.value}`;
    const level = game.hint?.stepKey === key ? nextHintLevel(game) : 1;
    const found = await ask(ctx, (options) =>
      ctx.rt.hints.hintForCell(input, cell.value, level, options),
    );
    if (!found.ok) return err(say(hintFailureText(found.error, input.grid, cell.value)));
    return ok({ answer: found.value, progress: { stepKey: key, level }, cells: [cell.value] });
  }
  let level = nextHintLevel(game);
  let found = await ask(ctx, (options) => ctx.rt.hints.hint(input, level, options));
  // A deeper hint about a different step (the notes changed) starts that step at level 1.
  if (found.ok && level > 1 && game.hint && stepKey(found.value) !== game.hint.stepKey) {
    level = 1;
    found = await ask(ctx, (options) => ctx.rt.hints.hint(input, 1, options));
  }
  if (!found.ok) return err(say(hintFailureText(found.error, input.grid, undefined)));
  const cells = level === 3 ? hintCells(found.value) : [];
  return ok({ answer: found.value, progress: { stepKey: stepKey(found.value), level }, cells });
}

/**
 * Asks the hint service, telling the asker when the hint waits long in line; a refusal of the
 * service itself (busy, timeout, failed) is reported on the command's log line.
 */
async function ask(
  ctx: Ctx,
  work: (options: HintOptions) => HintResult | Promise<HintResult>,
): Promise<HintResult> {
  const notice = queueNotice(ctx.progress, 'hint', ctx.rt.options.noticeAfterMs);
  try {
    const found = await work({ onQueued: notice.onQueued });
    if (!found.ok && SERVICE_FAILURES.has(found.error.code)) {
      ctx.report.outcome = `hint-${found.error.code}`;
      if (found.error.detail) ctx.rt.logger.warn('hint failed', { error: found.error.detail });
    }
    return found;
  } finally {
    notice.done();
  }
}

/** The hint service's own refusals (the others are the engine's, about the board). */
const SERVICE_FAILURES = new Set(['busy', 'timeout', 'failed']);

/** Whether a hint worked out on `seen` still holds for `game`: same board, same hint progress. */
function sameHintState(game: Game, seen: Game): boolean {
  return (
    game.id === seen.id &&
    game.status === seen.status &&
    game.hint?.stepKey === seen.hint?.stepKey &&
    game.hint?.level === seen.hint?.level &&
    sameValues(game.entries, seen.entries) &&
    sameValues(game.notes, seen.notes)
  );
}

function sameValues(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The replies that show a recorded hint. */
function hintReplies(
  ctx: Ctx,
  command: Extract<Command, { kind: 'hint' }>,
  game: Game,
  answer: HintAnswer,
): Draft[] {
  const title = command.cell
    ? msg('hint.title.cell', { cell: cellName(game, cellIndex(game, command.cell)) })
    : LEVEL_NAMES[answer.level];
  const again = command.cell ? `hint ${cellName(game, cellIndex(game, command.cell))}` : 'hint';
  const deeper = answer.level < 3;
  const text = msg('hint.text', {
    title,
    text: hintText(answer, boardGrid(game)),
    more: deeper ? msg('hint.again', { again }) : verbatim(''),
  });
  const highlights = answer.highlights;
  // A hint concerns only the asker: in a channel it comes privately with its own picture, and
  // the shared board stays as it is. In a direct message the board itself shows it.
  if (!ctx.place.shared) return [boardReply(game, text, { highlights })];
  const more: Action<Text>[] = deeper
    ? [{ id: 'hint-more', label: msg('button.more'), command: again }]
    : [];
  return [
    {
      text,
      visibility: 'asker',
      board: gameView(game, { highlights }),
      ...(more.length > 0 && { actions: more }),
    },
  ];
}

function cellIndex(game: Game, ref: CellRef): number {
  return (ref.row - 1) * game.geometry.size + ref.col - 1;
}

/** The reply to `hint` about a filled cell: it names an empty cell nearby to ask about. */
function filledCell(game: Game, cell: number): Text {
  const values = Array.from(game.givens, (_, c) => digitAt(game, c));
  const other = nearestEmptyCell(values, game.geometry.size, cell);
  const name = cellName(game, cell);
  return other === undefined
    ? msg('hint.filled', { cell: name })
    : msg('hint.filled-ask', { cell: name, other: cellName(game, other) });
}
