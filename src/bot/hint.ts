// `hint` and `hint r3c5`: progressive hints on the current board. Repeated `hint` on the same
// step goes one level deeper (where to look, then technique and digit, then the placement), and
// repeated `hint r3c5` on the same cell likewise (how far, the first step, the whole route);
// any move resets it. Hints never change the board; they are counted against the game.

import { nearestEmptyCell } from '../engine/grid.ts';
import { boardGrid, digitAt, type Game } from '../game/game.ts';
import { nextHintLevel, recordHint } from '../game/rules.ts';
import { say, type Ctx } from './context.ts';
import { cellName, cellOf, changeGame } from './game-ops.ts';
import { stepKey, type HintAnswer, type HintInput } from './services.ts';
import type { Action, CellRef, Command, Reply } from './types.ts';
import { boardReply, gameView } from './views.ts';

const LEVEL_NAMES = ['', 'Hint', 'Hint (more)', 'Hint (full step)'] as const;

function inputOf(game: Game): HintInput {
  return { grid: boardGrid(game), notes: game.notes, solution: game.solution };
}

function hintCells(answer: HintAnswer): number[] {
  const s = answer.step;
  if (!s) return [...(answer.highlights.targets ?? [])];
  return [...new Set([...s.placements.map((p) => p.cell), ...s.eliminations.map((e) => e.cell)])];
}

/** `hint` / `hint r3c5`. */
export async function hint(
  ctx: Ctx,
  command: Extract<Command, { kind: 'hint' }>,
): Promise<Reply[]> {
  let answer: HintAnswer | undefined;
  const result = await changeGame(
    ctx,
    (game) => {
      if (game.status !== 'playing') {
        return {
          ok: false,
          error: say('This game is over, so there is nothing to hint. `new` for another puzzle.'),
        };
      }
      const input = inputOf(game);
      if (command.cell) {
        const cell = cellOf(game, command.cell);
        if (!cell.ok) return cell;
        if (digitAt(game, cell.value))
          return { ok: false, error: say(filledCell(game, cell.value)) };
        // `hint r3c5` again on the same cell goes one level deeper, as `hint` does.
        const key = `cell:${cell.value}`;
        const level = game.hint?.stepKey === key ? nextHintLevel(game) : 1;
        const found = ctx.rt.hints.hintForCell(input, cell.value, level);
        if (!found.ok) return { ok: false, error: say(found.error.message) };
        answer = found.value;
        return recordHint(game, { stepKey: key, level }, ctx.actor, [cell.value]);
      }
      let level = nextHintLevel(game);
      let found = ctx.rt.hints.hint(input, level);
      // A deeper hint about a different step (the notes changed) starts that step at level 1.
      if (found.ok && level > 1 && game.hint && stepKey(found.value) !== game.hint.stepKey) {
        level = 1;
        found = ctx.rt.hints.hint(input, 1);
      }
      if (!found.ok) return { ok: false, error: say(found.error.message) };
      answer = found.value;
      return recordHint(
        game,
        { stepKey: stepKey(found.value), level },
        ctx.actor,
        level === 3 ? hintCells(found.value) : [],
      );
    },
    { kind: command.cell ? 'hint-cell' : 'hint' },
  );
  if (!result.ok || !answer) return result.ok ? [] : [result.reply];
  const { game } = result.outcome;
  const title = command.cell
    ? `Hint for ${cellName(game, cellIndex(game, command.cell))}`
    : LEVEL_NAMES[answer.level];
  const again = command.cell ? `hint ${cellName(game, cellIndex(game, command.cell))}` : 'hint';
  const deeper = answer.level < 3 ? ` Type \`${again}\` again for more.` : '';
  const text = `*${title}:* ${answer.text}${deeper}`;
  const highlights = answer.highlights;
  // A hint concerns only the asker: in a channel it comes privately with its own picture, and
  // the shared board stays as it is. In a direct message the board itself shows it.
  if (!ctx.place.shared) return [boardReply(game, text, { highlights })];
  const more: Action[] = deeper ? [{ id: 'hint-more', label: 'More', command: again }] : [];
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
function filledCell(game: Game, cell: number): string {
  const values = Array.from(game.givens, (_, c) => digitAt(game, c));
  const other = nearestEmptyCell(values, game.geometry.size, cell);
  const instead =
    other === undefined ? '' : ` Ask about an empty cell, e.g. \`hint ${cellName(game, other)}\`.`;
  return `${cellName(game, cell)} is already filled.${instead}`;
}
