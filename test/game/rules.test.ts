import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidateMask } from '../../src/engine/grid.ts';
import { boardGrid, cellsLeft, newGame, type Game } from '../../src/game/game.ts';
import {
  autoNotes,
  clearCell,
  nextHintLevel,
  placeDigit,
  recordHint,
  revealSolution,
  toggleNotes,
} from '../../src/game/rules.ts';
import { undoMove } from '../../src/game/undo.ts';
import { documentToGame, gameToDocument } from '../../src/game/serialize.ts';
import { fixturePuzzles } from './fixture-puzzles.ts';

const ANN = { id: 'u1', name: 'Ann' };
const BOB = { id: 'u2', name: 'Bob' };
const PLACE = { platform: 'web', conversationId: 'c1', workspace: 'local', shared: true };

function fresh(index = 0): Game {
  return newGame('g1', PLACE, fixturePuzzles()[index]!, 1000);
}

function firstEmpty(game: Game): number {
  return game.givens.findIndex((d, i) => d === 0 && game.entries[i] === 0);
}

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('placing digits', () => {
  it('writes a correct digit and credits the mover', () => {
    const game = fresh();
    const cell = firstEmpty(game);
    const { game: next, event } = must(placeDigit(game, cell, game.solution[cell]!, ANN, 2000));
    expect(event).toEqual({ kind: 'placed', cell, digit: game.solution[cell], completed: false });
    expect(next.entries[cell]).toBe(game.solution[cell]);
    expect(next.contributors).toEqual([
      { userId: 'u1', name: 'Ann', moves: 1, mistakes: 0, hints: 0 },
    ]);
    expect(game.entries[cell]).toBe(0); // the old value is untouched
  });

  it('refuses a wrong digit, counts a mistake, never writes it', () => {
    const game = fresh();
    const cell = firstEmpty(game);
    const wrong = (game.solution[cell]! % 9) + 1;
    const { game: next, event } = must(placeDigit(game, cell, wrong, BOB, 2000));
    expect(event.kind).toBe('wrong');
    expect(next.entries[cell]).toBe(0);
    expect(next.mistakes).toBe(1);
    expect(next.contributors[0]).toMatchObject({ userId: 'u2', mistakes: 1, moves: 0 });
    expect(next.history).toHaveLength(0);
  });

  it('refuses givens, off-board cells and out-of-range digits with a clear message', () => {
    const game = fresh();
    const given = game.givens.findIndex((d) => d > 0);
    const onGiven = placeDigit(game, given, 5, ANN, 0);
    expect(onGiven.ok || onGiven.error.code).toBe('given');
    const off = placeDigit(game, 81, 5, ANN, 0);
    expect(off.ok || off.error.message).toMatch(/rows and columns go from 1 to 9/);
    const digit = placeDigit(game, firstEmpty(game), 10, ANN, 0);
    expect(digit.ok || digit.error.code).toBe('bad-digit');
  });

  it('drops the placed digit from the notes of its peers, and undo brings them back', () => {
    let game = fresh();
    const cell = firstEmpty(game);
    const digit = game.solution[cell]!;
    game = must(autoNotes(game, ANN)).game;
    const peersWithDigit = game.geometry.peers[cell]!.filter((p) => game.notes[p]! & (1 << digit));
    expect(peersWithDigit.length).toBeGreaterThan(0);
    const placed = must(placeDigit(game, cell, digit, ANN, 0)).game;
    for (const p of peersWithDigit) expect(placed.notes[p]! & (1 << digit)).toBe(0);
    const undone = must(undoMove(placed, BOB)).game;
    expect(Array.from(undone.notes)).toEqual(Array.from(game.notes));
    expect(undone.entries[cell]).toBe(0);
  });

  it('completes the game on the last correct digit', () => {
    let game = fresh(3);
    let completed = false;
    for (let cell = 0; cell < 81; cell++) {
      if (game.givens[cell]) continue;
      const out = must(placeDigit(game, cell, game.solution[cell]!, cell % 2 ? ANN : BOB, 5000));
      game = out.game;
      completed = out.event.kind === 'placed' && out.event.completed;
    }
    expect(completed).toBe(true);
    expect(game.status).toBe('solved');
    expect(game.finishedAt).toBe(5000);
    expect(cellsLeft(game)).toBe(0);
    const after = placeDigit(game, 0, 1, ANN, 6000);
    expect(after.ok || after.error.code).toBe('game-over');
  });
});

describe('notes, clear and undo', () => {
  it('toggles notes and refuses them on filled cells', () => {
    const game = fresh();
    const cell = firstEmpty(game);
    const once = must(toggleNotes(game, cell, [1, 2, 4], ANN)).game;
    expect(once.notes[cell]).toBe((1 << 1) | (1 << 2) | (1 << 4));
    const twice = must(toggleNotes(once, cell, [2], ANN)).game;
    expect(twice.notes[cell]).toBe((1 << 1) | (1 << 4));
    const given = game.givens.findIndex((d) => d > 0);
    const refused = toggleNotes(game, given, [1], ANN);
    expect(refused.ok || refused.error.code).toBe('filled');
  });

  it('fills every candidate and clears them on a second call', () => {
    const game = fresh();
    const filled = must(autoNotes(game, ANN));
    expect(filled.event.kind).toBe('notes-filled');
    const grid = boardGrid(game);
    for (let cell = 0; cell < 81; cell++) {
      expect(filled.game.notes[cell]).toBe(candidateMask(grid, cell));
    }
    const cleared = must(autoNotes(filled.game, ANN));
    expect(cleared.event.kind).toBe('notes-cleared');
    expect(cleared.game.notes.every((m) => m === 0)).toBe(true);
  });

  it('clears entries, refuses empty cells and givens', () => {
    const game = fresh();
    const cell = firstEmpty(game);
    const placed = must(placeDigit(game, cell, game.solution[cell]!, ANN, 0)).game;
    const cleared = must(clearCell(placed, cell, ANN)).game;
    expect(cleared.entries[cell]).toBe(0);
    const again = clearCell(cleared, cell, ANN);
    expect(again.ok || again.error.code).toBe('empty-cell');
    const given = clearCell(
      game,
      game.givens.findIndex((d) => d > 0),
      ANN,
    );
    expect(given.ok || given.error.code).toBe('given');
  });

  it('undo walks back any sequence of moves to the start (property)', () => {
    const start = fresh(5);
    const empties = Array.from(start.givens).flatMap((d, i) => (d ? [] : [i]));
    const move = fc.oneof(
      fc.record({ kind: fc.constant('place' as const), i: fc.nat(empties.length - 1) }),
      fc.record({ kind: fc.constant('clear' as const), i: fc.nat(empties.length - 1) }),
      fc.record({
        kind: fc.constant('note' as const),
        i: fc.nat(empties.length - 1),
        d: fc.integer({ min: 1, max: 9 }),
      }),
      fc.record({ kind: fc.constant('auto' as const) }),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
        let game = start;
        for (const m of moves) {
          const cell = 'i' in m ? empties[m.i]! : 0;
          const r =
            m.kind === 'place'
              ? placeDigit(game, cell, game.solution[cell]!, ANN, 0)
              : m.kind === 'clear'
                ? clearCell(game, cell, ANN)
                : m.kind === 'note'
                  ? toggleNotes(game, cell, [m.d], ANN)
                  : autoNotes(game, ANN);
          if (r.ok && r.value.game.status === 'playing') game = r.value.game;
          // The board never holds a wrong digit.
          game.entries.forEach((d, c) => {
            if (d) expect(d).toBe(game.solution[c]);
          });
        }
        while (game.history.length) game = must(undoMove(game, ANN)).game;
        expect(Array.from(game.entries)).toEqual(Array.from(start.entries));
        expect(Array.from(game.notes)).toEqual(Array.from(start.notes));
      }),
      { numRuns: 60 },
    );
  });

  it('says when there is nothing to undo', () => {
    const r = undoMove(fresh(), ANN);
    expect(r.ok || r.error.message).toMatch(/nothing to undo/);
  });
});

describe('hints and reveal', () => {
  it('goes one level deeper per hint on the same step and resets after a move', () => {
    let game = fresh();
    expect(nextHintLevel(game)).toBe(1);
    game = must(recordHint(game, { stepKey: 's', level: 1 }, ANN)).game;
    expect(nextHintLevel(game)).toBe(2);
    game = must(recordHint(game, { stepKey: 's', level: 3 }, BOB)).game;
    expect(nextHintLevel(game)).toBe(3);
    expect(game.hints).toBe(2);
    const cell = firstEmpty(game);
    game = must(placeDigit(game, cell, game.solution[cell]!, ANN, 0)).game;
    expect(nextHintLevel(game)).toBe(1);
  });

  it('reveal ends the game as revealed', () => {
    const out = must(revealSolution(fresh(), 9000));
    expect(out.game.status).toBe('revealed');
    expect(out.game.finishedAt).toBe(9000);
    expect(revealSolution(out.game, 9001).ok).toBe(false);
  });
});

describe('serialization', () => {
  it('round-trips a game with entries, notes, history and hint progress', () => {
    let game = fresh(7);
    game = must(autoNotes(game, ANN)).game;
    const cell = firstEmpty(game);
    game = must(placeDigit(game, cell, game.solution[cell]!, BOB, 1)).game;
    game = must(recordHint(game, { stepKey: 'k', level: 2 }, ANN)).game;
    const back = documentToGame(JSON.parse(JSON.stringify(gameToDocument(game))), 7);
    expect(back).toEqual({ ...game, version: 7 });
  });
});
