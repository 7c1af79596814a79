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
import { undoMove } from '../game/undo.ts';
import { askBeforeClearing } from './ask-clear.ts';
import { celebrate } from './celebrate.ts';
import { say, type Ctx } from './context.ts';
import { gridErrorText } from './grid-words.ts';
import { dailyNow, freshNow } from './make-now.ts';
import { formatCommand } from './format-command.ts';
import { cellName, cellOf, changeGame, currentGame, wrongBoard } from './game-ops.ts';
import { joined, listOf, msg, verbatim, type Message, type Text } from '../i18n/text.ts';
import { yourMove } from './move-words.ts';
import type { Command, Draft } from './types.ts';
import { ackReply, boardReply, gameTitle, REVEAL_ACTION, type BoardPlacement } from './views.ts';

export const HOW_TO_PLAY = msg('play.how-to');

function progressLine(game: Game): Text {
  const parts: Message[] = [msg('play.progress.left', { n: cellsLeft(game) })];
  if (game.mistakes) parts.push(msg('play.progress.mistakes', { n: game.mistakes }));
  if (game.hints) parts.push(msg('play.progress.hints', { n: game.hints }));
  return joined(parts, ' · ');
}

/** `today`: the conversation's game of today's daily (started on first ask). */
export async function today(ctx: Ctx): Promise<Draft[]> {
  const { store, puzzles } = ctx.rt;
  const existing = await store.dailyGame(ctx.key, ctx.today);
  if (existing) {
    const current = await store.currentGame(ctx.key);
    if (current?.id !== existing.id) await store.resumeGame(ctx.key, existing.id);
    return [showGame(existing, 'fresh')];
  }
  const puzzle =
    (await puzzles.daily(ctx.today)) ?? (await dailyNow(ctx, ctx.today, msg('play.today-making')));
  if (!puzzle) {
    return [say(msg('play.today-preparing'))];
  }
  const game = await store.startGame(newGame(ctx.rt.newId(), ctx.place, puzzle, ctx.now.getTime()));
  return [
    boardReply(game, msg('play.today-on', { title: gameTitle(game), howTo: HOW_TO_PLAY }), {
      placement: 'fresh',
    }),
  ];
}

/** The board of a game with a line saying where it stands. */
export function showGame(game: Game, placement: BoardPlacement = 'update'): Draft {
  const title = gameTitle(game);
  if (game.status === 'solved')
    return boardReply(game, msg('play.solved', { title }), { placement });
  if (game.status === 'revealed')
    return boardReply(game, msg('play.revealed', { title }), { placement });
  return boardReply(game, msg('play.status', { title, progress: progressLine(game) }), {
    placement,
  });
}

/** `new [LEVEL] [VARIANT]` or `new GRID`: a fresh game in this conversation. */
export async function startNew(
  ctx: Ctx,
  command: Extract<Command, { kind: 'new' }>,
): Promise<Draft[]> {
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
    if (levels.length === 0) return [say(msg('play.variant-unavailable', { variant }))];
    const fallback = levels.includes(ctx.rt.options.defaultLevel)
      ? ctx.rt.options.defaultLevel
      : levels[0]!;
    const level = command.level ?? fallback;
    if (!levels.includes(level)) {
      const names = listOf(levels.map((l) => msg(`level.${l}`)));
      return [say(msg('play.variant-levels', { variant, levels: names, level: levels.at(-1)! }))];
    }
    puzzle =
      (await ctx.rt.puzzles.fresh(level, variant)) ??
      (await freshNow(
        ctx,
        level,
        variant,
        msg('play.fresh-making', { level: msg(`level.${level}`) }),
      ));
    if (!puzzle) {
      const other = level === 'medium' ? 'easy' : 'medium';
      return [
        say(
          variant === 'classic'
            ? msg('play.none-ready', { level, other })
            : msg('play.none-ready-variant', { level, variant, other }),
        ),
      ];
    }
  }
  const game = await ctx.rt.store.startGame(
    newGame(ctx.rt.newId(), ctx.place, puzzle, ctx.now.getTime()),
  );
  const aside = setAsideNote(previous);
  return [
    boardReply(game, msg('play.new-game', { title: gameTitle(game), aside, howTo: HOW_TO_PLAY }), {
      placement: 'fresh',
    }),
  ];
}

/** What a reply says about the unfinished game a new one replaced here, if any. */
export function setAsideNote(previous: Game | undefined): Text {
  if (previous?.status !== 'playing') return verbatim('');
  return previous.source.kind === 'daily' && previous.source.archive !== true
    ? msg('play.aside-daily')
    : msg('play.aside-game');
}

/**
 * In a channel the game is everyone's: `new` over an unfinished game that someone has played
 * asks first (`new ... confirm`, or the button). A game nobody touched yet is replaced freely.
 */
function askBeforeSettingAside(
  ctx: Ctx,
  previous: Game | undefined,
  command: Extract<Command, { kind: 'new' }>,
): Draft | undefined {
  if (!ctx.place.shared || command.confirmed) return undefined;
  if (previous?.status !== 'playing' || previous.version === 0) return undefined;
  const confirmed = formatCommand({ ...command, confirmed: true });
  const back = previous.source.kind === 'daily' ? '`today`' : '`resume`';
  return {
    text: msg('play.ask-new', {
      title: gameTitle(previous),
      progress: progressLine(previous),
      back,
      confirmed,
    }),
    visibility: 'asker',
    actions: [
      {
        id: 'new-confirm',
        label: msg('play.ask-new.button'),
        command: confirmed,
        style: 'primary',
      },
    ],
  };
}

/** `resume`: brings back the game set aside most recently here. */
export async function resume(ctx: Ctx): Promise<Draft[]> {
  const { store } = ctx.rt;
  const current = await store.currentGame(ctx.key);
  const aside = (await store.playingGames(ctx.key, 10)).find((g) => g.id !== current?.id);
  if (!aside) {
    return [say(msg('play.nothing-aside'))];
  }
  await store.resumeGame(ctx.key, aside.id);
  return [
    boardReply(
      aside,
      msg('play.resumed', { title: gameTitle(aside), progress: progressLine(aside) }),
      {
        placement: 'fresh',
      },
    ),
  ];
}

function postedPuzzle(
  ctx: Ctx,
  text: string,
): { ok: true; value: PlayPuzzle } | { ok: false; error: Text } {
  const parsed = parseGrid(text);
  if (!parsed.ok)
    return { ok: false, error: msg('play.grid-example', { problem: gridErrorText(parsed.error) }) };
  const grid = parsed.value;
  const solved = solve(grid, { maxNodes: 2_000_000 });
  if (solved.status !== 'unique') {
    return {
      ok: false,
      error: solved.status === 'multiple' ? msg('play.grid-multiple') : msg('play.grid-none'),
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
export async function board(ctx: Ctx): Promise<Draft[]> {
  const game = await currentGame(ctx);
  return game.ok ? [showGame(game.value, 'fresh')] : [game.error];
}

/** `place r3c5 7` (and its short forms). */
export async function place(
  ctx: Ctx,
  command: Extract<Command, { kind: 'place' }>,
): Promise<Draft[]> {
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
    const cell = cellName(game, event.cell);
    return [say(msg('play.wrong-digit', { digit: event.digit, cell, mistakes: game.mistakes }))];
  }
  if (event.kind === 'placed' && event.completed) return celebrate(ctx, game);
  const cell = event.kind === 'placed' ? event.cell : (game.lastMove ?? 0);
  const where = { digit: command.digit, cell: cellName(game, cell), progress: progressLine(game) };
  return [
    boardReply(
      game,
      msg('play.placed.board', { title: gameTitle(game), name: ctx.actor.name, ...where }),
    ),
    ackReply(msg('play.placed.ack', where)),
  ];
}

/** A change on the live board: the board edited for everyone, a short confirmation for the asker. */
function changed(game: Game, boardText: Text, ackText: Text): Draft[] {
  const progress = progressLine(game);
  return [
    boardReply(game, msg('play.changed', { title: gameTitle(game), change: boardText, progress })),
    ackReply(ackText),
  ];
}

/** `clear r3c5`. In a channel, another player's digit or notes are cleared only when confirmed. */
export async function clear(
  ctx: Ctx,
  command: Extract<Command, { kind: 'clear' }>,
): Promise<Draft[]> {
  const result = await changeGame(
    ctx,
    (game): Result<MoveOutcome, MoveError> | Result<MoveOutcome, Draft> => {
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
  if (event.kind !== 'cleared') return changed(game, msg('play.cleared'), msg('play.cleared'));
  const args = { name: ctx.actor.name, cell: cellName(game, event.cell) };
  return event.notesOnly
    ? changed(game, msg('play.cleared-notes.board', args), msg('play.cleared-notes.ack', args))
    : changed(game, msg('play.cleared.board', args), msg('play.cleared.ack', args));
}

/** `note r3c5 1 2 4`: toggles pencil notes. */
export async function note(
  ctx: Ctx,
  command: Extract<Command, { kind: 'note' }>,
): Promise<Draft[]> {
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
  if (event.kind !== 'noted') {
    return changed(game, msg('play.notes-updated'), msg('play.notes-updated'));
  }
  const digits = noteDigits(event.mask);
  const cell = cellName(game, event.cell);
  const text = digits.length
    ? msg('play.notes-in', { cell, digits: digits.join(' ') })
    : msg('play.notes-none', { cell });
  return changed(game, msg('play.by', { name: ctx.actor.name, change: text }), text);
}

/** `notes`: fills every candidate (or clears all notes). */
export async function notesAuto(
  ctx: Ctx,
  command: Extract<Command, { kind: 'notesAuto' }>,
): Promise<Draft[]> {
  const result = await changeGame(ctx, (game) => autoNotes(game, ctx.actor, command.clear), {
    kind: command.clear ? 'notes-clear' : 'notes',
  });
  if (!result.ok) return [result.reply];
  const { game, event } = result.outcome;
  const text = event.kind === 'notes-filled' ? msg('play.notes-filled') : msg('play.notes-cleared');
  return changed(game, msg('play.by', { name: ctx.actor.name, change: text }), text);
}

/** `undo`: takes back the last move. */
export async function undo(ctx: Ctx): Promise<Draft[]> {
  // In a channel each player takes back their own moves, never someone else's.
  const ownOnly = ctx.place.shared;
  const result = await changeGame(ctx, (game) => undoMove(game, ctx.actor, { ownOnly }), {
    kind: 'undo',
  });
  if (!result.ok) return [result.reply];
  const { game, event } = result.outcome;
  if (event.kind !== 'undone') return changed(game, msg('play.undone'), msg('play.undone'));
  const u = event.undone;
  const cell = u.cell >= 0 ? cellName(game, u.cell) : '';
  const what =
    u.kind === 'notes'
      ? msg('play.undid.notes-change')
      : u.kind === 'note'
        ? msg('play.undid.notes', { cell })
        : u.kind === 'place'
          ? msg('play.undid.place', { digit: game.solution[u.cell]!, cell })
          : msg('play.undid.clear', { cell });
  // A move of the asker's that someone else cleared was skipped: say so, so nothing surprises.
  const skipped = event.erased
    ? msg('play.undid.skipped', { who: event.erased.by, what: yourMove(game, event.erased.move) })
    : verbatim('');
  return changed(
    game,
    msg('play.undid.board', { name: ctx.actor.name, what }),
    msg('play.undid.ack', { what, skipped }),
  );
}

/**
 * `solve` (on a game): reveals the solution and ends the game. In a channel the game is
 * everyone's, so a typed `solve` asks first; `solve confirm` (or the Reveal button) reveals.
 */
export async function reveal(
  ctx: Ctx,
  command: Extract<Command, { kind: 'reveal' }>,
): Promise<Draft[]> {
  const current = await ctx.rt.store.currentGame(ctx.key);
  const refusal = current && wrongBoard(ctx, current);
  if (refusal) return [refusal];
  if (current && ctx.place.shared && !command.confirmed && current.status === 'playing') {
    return [
      {
        text: msg('play.ask-reveal', { title: gameTitle(current) }),
        visibility: 'asker',
        actions: [REVEAL_ACTION],
      },
    ];
  }
  if (!current) {
    return [say(msg('play.no-game-to-reveal'))];
  }
  const result = await changeGame(ctx, (game) => revealSolution(game, ctx.now.getTime()), {
    kind: 'reveal',
  });
  if (!result.ok) return [result.reply];
  const { game } = result.outcome;
  const daily = game.source.kind === 'daily' ? msg('play.revealed-daily') : verbatim('');
  return [boardReply(game, msg('play.revealed-now', { title: gameTitle(game), daily }))];
}
