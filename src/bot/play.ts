// Playing: today, new, board and every move (place, clear, notes, undo, reveal). Each move is one
// committed change; the reply is the new board for everyone, or a friendly refusal for the asker.

import { parseGrid } from '../engine/format.ts';
import { err, type Result } from '../engine/result.ts';
import { solve } from '../engine/solve/index.ts';
import { cellsLeft, newGame, type Game } from '../game/game.ts';
import { variantOfGeometry, type PlayPuzzle } from '../game/puzzle.ts';
import {
  autoNotes,
  clearCell,
  noteDigits,
  placeDigit,
  revealSolution,
  toggleNotes,
  type MoveError,
  type MoveOutcome,
} from '../game/rules.ts';
import { erasedWhat, undoMove } from '../game/undo.ts';
import { askBeforeClearing } from './ask-clear.ts';
import { celebrate } from './celebrate.ts';
import { say, type Ctx } from './context.ts';
import { formatCommand } from './format-command.ts';
import { cellName, cellOf, changeGame, currentGame, wrongBoard } from './game-ops.ts';
import type { Command, Reply } from './types.ts';
import { ackReply, boardReply, gameTitle, REVEAL_ACTION, type BoardPlacement } from './views.ts';

export const HOW_TO_PLAY = 'Place digits with `r3c5 7`; `hint` when stuck; `help` for more.';

function progressLine(game: Game): string {
  const left = cellsLeft(game);
  const parts = [`${left} cell${left === 1 ? '' : 's'} to go`];
  if (game.mistakes) parts.push(`${game.mistakes} mistake${game.mistakes === 1 ? '' : 's'}`);
  if (game.hints) parts.push(`${game.hints} hint${game.hints === 1 ? '' : 's'}`);
  return parts.join(' · ');
}

/** `today`: the conversation's game of today's daily (started on first ask). */
export async function today(ctx: Ctx): Promise<Reply[]> {
  const { store, puzzles } = ctx.rt;
  const existing = await store.dailyGame(ctx.key, ctx.today);
  if (existing) {
    const current = await store.currentGame(ctx.key);
    if (current?.id !== existing.id) await store.resumeGame(ctx.key, existing.id);
    return [showGame(existing, 'fresh')];
  }
  const puzzle = await puzzles.daily(ctx.today);
  if (!puzzle) {
    return [say("Today's puzzle is still being prepared. Try `today` again in a minute.")];
  }
  const game = await store.startGame(newGame(ctx.rt.newId(), ctx.place, puzzle, ctx.now.getTime()));
  return [
    boardReply(game, `*${gameTitle(game)}*: today's puzzle is on! ${HOW_TO_PLAY}`, {
      placement: 'fresh',
    }),
  ];
}

/** The board of a game with a line saying where it stands. */
export function showGame(game: Game, placement: BoardPlacement = 'update'): Reply {
  const title = `*${gameTitle(game)}*`;
  if (game.status === 'solved') return boardReply(game, `${title} is solved. 🎉`, { placement });
  if (game.status === 'revealed') return boardReply(game, `${title} was revealed.`, { placement });
  return boardReply(game, `${title} · ${progressLine(game)}`, { placement });
}

/** `new [LEVEL] [VARIANT]` or `new GRID`: a fresh game in this conversation. */
export async function startNew(
  ctx: Ctx,
  command: Extract<Command, { kind: 'new' }>,
): Promise<Reply[]> {
  const previous = await ctx.rt.store.currentGame(ctx.key);
  const ask = askBeforeSettingAside(ctx, previous, command);
  if (ask) return [ask];
  let puzzle: PlayPuzzle | undefined;
  if (command.grid !== undefined) {
    const posted = postedPuzzle(ctx, command.grid);
    if (!posted.ok) return [say(posted.error)];
    puzzle = posted.value;
  } else {
    const variant = command.variant ?? 'classic';
    const levels = ctx.rt.puzzles.levelsOf(variant);
    if (levels.length === 0)
      return [say(`${variant} puzzles are not available here. Try \`new\` for a classic one.`)];
    const fallback = levels.includes(ctx.rt.options.defaultLevel)
      ? ctx.rt.options.defaultLevel
      : levels[0]!;
    const level = command.level ?? fallback;
    if (!levels.includes(level)) {
      return [
        say(
          `${variant} puzzles come in ${levels.join(' and ')}. Try \`new ${levels.at(-1)} ${variant}\`.`,
        ),
      ];
    }
    puzzle = await ctx.rt.puzzles.fresh(level, variant);
    if (!puzzle) {
      const other = level === 'medium' ? 'easy' : 'medium';
      return [
        say(
          `No fresh ${level} ${variant === 'classic' ? '' : `${variant} `}puzzle is ready right now; more are being made. Try again in a minute, or \`new ${other}\` or \`today\`.`,
        ),
      ];
    }
  }
  const game = await ctx.rt.store.startGame(
    newGame(ctx.rt.newId(), ctx.place, puzzle, ctx.now.getTime()),
  );
  const aside = setAsideNote(previous);
  return [
    boardReply(game, `*${gameTitle(game)}*: new game!${aside} ${HOW_TO_PLAY}`, {
      placement: 'fresh',
    }),
  ];
}

/** What a reply says about the unfinished game a new one replaced here, if any. */
export function setAsideNote(previous: Game | undefined): string {
  if (previous?.status !== 'playing') return '';
  return previous.source.kind === 'daily' && previous.source.archive !== true
    ? ' (`today` brings the daily back.)'
    : ' (The unfinished game was set aside: `resume` brings it back.)';
}

/**
 * In a channel the game is everyone's: `new` over an unfinished game that someone has played
 * asks first (`new ... confirm`, or the button). A game nobody touched yet is replaced freely.
 */
function askBeforeSettingAside(
  ctx: Ctx,
  previous: Game | undefined,
  command: Extract<Command, { kind: 'new' }>,
): Reply | undefined {
  if (!ctx.place.shared || command.confirmed) return undefined;
  if (previous?.status !== 'playing' || previous.version === 0) return undefined;
  const confirmed = formatCommand({ ...command, confirmed: true });
  const back = previous.source.kind === 'daily' ? '`today`' : '`resume`';
  return {
    text: `*${gameTitle(previous)}* is unfinished here (${progressLine(previous)}), and it is everyone's game. Start a new one anyway? The unfinished one is set aside; ${back} brings it back. Type \`${confirmed}\` or press the button.`,
    visibility: 'asker',
    actions: [
      { id: 'new-confirm', label: 'Start a new game', command: confirmed, style: 'primary' },
    ],
  };
}

/** `resume`: brings back the game set aside most recently here. */
export async function resume(ctx: Ctx): Promise<Reply[]> {
  const { store } = ctx.rt;
  const current = await store.currentGame(ctx.key);
  const aside = (await store.playingGames(ctx.key, 10)).find((g) => g.id !== current?.id);
  if (!aside) {
    return [
      say('No unfinished game is set aside here. `new` starts a fresh one, `today` the daily.'),
    ];
  }
  await store.resumeGame(ctx.key, aside.id);
  return [
    boardReply(aside, `*${gameTitle(aside)}* is back · ${progressLine(aside)}`, {
      placement: 'fresh',
    }),
  ];
}

function postedPuzzle(
  ctx: Ctx,
  text: string,
): { ok: true; value: PlayPuzzle } | { ok: false; error: string } {
  const parsed = parseGrid(text);
  if (!parsed.ok)
    return {
      ok: false,
      error: `${parsed.error.message} Example: \`new 53..7....6..195...\` (81 cells).`,
    };
  const grid = parsed.value;
  const solved = solve(grid, { maxNodes: 2_000_000 });
  if (solved.status !== 'unique') {
    return {
      ok: false,
      error:
        solved.status === 'multiple'
          ? 'That grid has more than one solution, so it is not a puzzle to play. Check the digits, or `solve` it to see two solutions.'
          : 'That grid has no solution. `solve` it to see where the conflict is.',
    };
  }
  const rated = ctx.rt.rater?.(grid);
  return {
    ok: true,
    value: {
      geometry: grid.geometry,
      givens: grid.values,
      solution: solved.solution,
      level: rated?.level ?? 'medium',
      variant: variantOfGeometry(grid.geometry),
      ...(rated ? { rating: rated.rating } : {}),
    },
  };
}

/** `board`: the current board again. */
export async function board(ctx: Ctx): Promise<Reply[]> {
  const game = await currentGame(ctx);
  return game.ok ? [showGame(game.value, 'fresh')] : [game.error];
}

/** `place r3c5 7` (and its short forms). */
export async function place(
  ctx: Ctx,
  command: Extract<Command, { kind: 'place' }>,
): Promise<Reply[]> {
  const result = await changeGame(
    ctx,
    (game) => {
      const cell = cellOf(game, command.cell);
      return cell.ok
        ? placeDigit(game, cell.value, command.digit, ctx.actor, ctx.now.getTime())
        : cell;
    },
    { kind: 'place', digit: command.digit },
    command.cell,
  );
  if (!result.ok) return [result.reply];
  const { game, event } = result.outcome;
  if (event.kind === 'wrong') {
    return [
      say(
        `${event.digit} doesn't go in ${cellName(game, event.cell)}, so I didn't write it. Mistakes so far: ${game.mistakes}. Try another digit, or \`hint ${cellName(game, event.cell)}\`.`,
      ),
    ];
  }
  if (event.kind === 'placed' && event.completed) return celebrate(ctx, game);
  const cell = event.kind === 'placed' ? event.cell : (game.lastMove ?? 0);
  const where = `${command.digit} in ${cellName(game, cell)}`;
  return [
    boardReply(
      game,
      `*${gameTitle(game)}* · ${ctx.actor.name} placed ${where} · ${progressLine(game)}`,
    ),
    ackReply(`Placed ${where} · ${progressLine(game)}`),
  ];
}

/** A change on the live board: the board edited for everyone, a short confirmation for the asker. */
function changed(game: Game, boardText: string, ackText: string): Reply[] {
  return [
    boardReply(game, `*${gameTitle(game)}* · ${boardText} · ${progressLine(game)}`),
    ackReply(ackText),
  ];
}

/** `clear r3c5`. In a channel, another player's digit or notes are cleared only when confirmed. */
export async function clear(
  ctx: Ctx,
  command: Extract<Command, { kind: 'clear' }>,
): Promise<Reply[]> {
  const result = await changeGame(
    ctx,
    (game): Result<MoveOutcome, MoveError> | Result<MoveOutcome, Reply> => {
      const cell = cellOf(game, command.cell);
      if (!cell.ok) return cell;
      const ask =
        ctx.place.shared &&
        !command.confirmed &&
        askBeforeClearing(ctx.actor, game, cell.value, command.cell);
      return ask ? err(ask) : clearCell(game, cell.value, ctx.actor);
    },
    { kind: 'clear' },
    command.cell,
  );
  if (!result.ok) return [result.reply];
  const { game, event } = result.outcome;
  if (event.kind !== 'cleared') return changed(game, 'Cleared.', 'Cleared.');
  const what = `${event.notesOnly ? 'the notes of ' : ''}${cellName(game, event.cell)}`;
  return changed(game, `${ctx.actor.name} cleared ${what}.`, `Cleared ${what}.`);
}

/** `note r3c5 1 2 4`: toggles pencil notes. */
export async function note(
  ctx: Ctx,
  command: Extract<Command, { kind: 'note' }>,
): Promise<Reply[]> {
  const result = await changeGame(
    ctx,
    (game) => {
      const cell = cellOf(game, command.cell);
      return cell.ok ? toggleNotes(game, cell.value, command.digits, ctx.actor) : cell;
    },
    { kind: 'note' },
    command.cell,
  );
  if (!result.ok) return [result.reply];
  const { game, event } = result.outcome;
  if (event.kind !== 'noted') return changed(game, 'Notes updated.', 'Notes updated.');
  const digits = noteDigits(event.mask);
  const name = cellName(game, event.cell);
  const text = digits.length
    ? `Notes in ${name}: ${digits.join(' ')}`
    : `No notes left in ${name}.`;
  return changed(game, `${ctx.actor.name}: ${text}`, text);
}

/** `notes`: fills every candidate (or clears all notes). */
export async function notesAuto(
  ctx: Ctx,
  command: Extract<Command, { kind: 'notesAuto' }>,
): Promise<Reply[]> {
  const result = await changeGame(ctx, (game) => autoNotes(game, ctx.actor, command.clear), {
    kind: command.clear ? 'notes-clear' : 'notes',
  });
  if (!result.ok) return [result.reply];
  const { game, event } = result.outcome;
  const text =
    event.kind === 'notes-filled'
      ? 'Every candidate is noted. Type `notes` again to clear them.'
      : 'All notes cleared.';
  return changed(game, `${ctx.actor.name}: ${text}`, text);
}

/** `undo`: takes back the last move. */
export async function undo(ctx: Ctx): Promise<Reply[]> {
  // In a channel each player takes back their own moves, never someone else's.
  const ownOnly = ctx.place.shared;
  const result = await changeGame(ctx, (game) => undoMove(game, ctx.actor, { ownOnly }), {
    kind: 'undo',
  });
  if (!result.ok) return [result.reply];
  const { game, event } = result.outcome;
  if (event.kind !== 'undone') return changed(game, 'Undone.', 'Undone.');
  const u = event.undone;
  const what =
    u.kind === 'notes'
      ? 'the notes change'
      : u.kind === 'note'
        ? `the notes in ${cellName(game, u.cell)}`
        : u.kind === 'place'
          ? `the ${game.solution[u.cell]} in ${cellName(game, u.cell)}`
          : `clearing ${cellName(game, u.cell)}`;
  // A move of the asker's that someone else cleared was skipped: say so, so nothing surprises.
  const skipped = event.erased
    ? ` (${event.erased.by} had already cleared ${erasedWhat(game, event.erased.move)}.)`
    : '';
  return changed(game, `${ctx.actor.name} undid ${what}.`, `Undid ${what}.${skipped}`);
}

/**
 * `solve` (on a game): reveals the solution and ends the game. In a channel the game is
 * everyone's, so a typed `solve` asks first; `solve confirm` (or the Reveal button) reveals.
 */
export async function reveal(
  ctx: Ctx,
  command: Extract<Command, { kind: 'reveal' }>,
): Promise<Reply[]> {
  const current = await ctx.rt.store.currentGame(ctx.key);
  const refusal = current && wrongBoard(ctx, current);
  if (refusal) return [refusal];
  if (current && ctx.place.shared && !command.confirmed && current.status === 'playing') {
    return [
      {
        text: `This reveals the solution of *${gameTitle(current)}* for everyone here and ends the game. Type \`solve confirm\` to go ahead.`,
        visibility: 'asker',
        actions: [REVEAL_ACTION],
      },
    ];
  }
  if (!current) {
    return [
      say(
        'There is no game here to reveal. To solve a grid, paste it after `solve` (e.g. `solve 53..7....6..195...`, 81 cells) or attach a photo; `today` starts the daily.',
      ),
    ];
  }
  const result = await changeGame(ctx, (game) => revealSolution(game, ctx.now.getTime()), {
    kind: 'reveal',
  });
  if (!result.ok) return [result.reply];
  const { game } = result.outcome;
  const daily = game.source.kind === 'daily' ? ' A revealed daily does not count for streaks.' : '';
  return [
    boardReply(
      game,
      `Here is the solution of *${gameTitle(game)}*; the game is over.${daily} \`new\` for another.`,
    ),
  ];
}
