import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../src/engine/levels.ts';
import {
  COMMAND_ERROR_CODES,
  formatCommand,
  MAX_COMMAND_TEXT,
  parseCommand,
} from '../../src/bot/grammar.ts';
import { PLAY_VARIANTS, type Command } from '../../src/bot/types.ts';
import { THEMES } from '../../src/render/theme.ts';

function parsed(text: string): Command {
  const r = parseCommand(text);
  if (!r.ok) throw new Error(`expected a command for ${JSON.stringify(text)}: ${r.error.message}`);
  return r.value;
}

function failure(text: string) {
  const r = parseCommand(text);
  if (r.ok) throw new Error(`expected an error for ${JSON.stringify(text)}`);
  return r.error;
}

const R3C5 = { row: 3, col: 5 };

describe('parseCommand', () => {
  it('reads every short form of a move', () => {
    for (const text of [
      'place r3c5 7',
      'r3c5 7',
      'r3c5=7',
      'R3C5 7',
      'r3c5: 7',
      '  r3 c5 7 ',
      '/sudoku r3c5 7',
    ]) {
      expect(parsed(text)).toEqual({ kind: 'place', cell: R3C5, digit: 7 });
    }
    expect(parsed('r3c5 .')).toEqual({ kind: 'clear', cell: R3C5 });
    expect(parsed('clear r3c5')).toEqual({ kind: 'clear', cell: R3C5 });
    expect(parsed('clear r3c5 confirm')).toEqual({ kind: 'clear', cell: R3C5, confirmed: true });
    expect(parsed('r16c16 G')).toEqual({ kind: 'place', cell: { row: 16, col: 16 }, digit: 16 });
    expect(parsed('place r1c2 12')).toEqual({ kind: 'place', cell: { row: 1, col: 2 }, digit: 12 });
  });

  it('reads notes, game commands and options', () => {
    expect(parsed('note r3c5 1 2 4')).toEqual({ kind: 'note', cell: R3C5, digits: [1, 2, 4] });
    expect(parsed('note r3c5 421')).toEqual({ kind: 'note', cell: R3C5, digits: [1, 2, 4] });
    expect(parsed('notes r3c5 1,2')).toEqual({ kind: 'note', cell: R3C5, digits: [1, 2] });
    expect(parsed('notes')).toEqual({ kind: 'notesAuto' });
    expect(parsed('notes auto')).toEqual({ kind: 'notesAuto' });
    expect(parsed('notes clear')).toEqual({ kind: 'notesAuto', clear: true });
    expect(parsed('today')).toEqual({ kind: 'today' });
    expect(parsed('Daily')).toEqual({ kind: 'today' });
    expect(parsed('new')).toEqual({ kind: 'new' });
    expect(parsed('new x hard')).toEqual({ kind: 'new', level: 'hard', variant: 'x' });
    expect(parsed('undo')).toEqual({ kind: 'undo' });
    expect(parsed('hint')).toEqual({ kind: 'hint' });
    expect(parsed('hint r3c5')).toEqual({ kind: 'hint', cell: R3C5 });
    expect(parsed('solve')).toEqual({ kind: 'reveal' });
    expect(parsed('solve confirm')).toEqual({ kind: 'reveal', confirmed: true });
    expect(parsed('fix r3c5 8')).toEqual({ kind: 'fix', cell: R3C5, digit: 8 });
    expect(parsed('fix r3c5 .')).toEqual({ kind: 'fix', cell: R3C5, digit: 0 });
    expect(parsed('schedule 9:30')).toEqual({ kind: 'schedule', time: '09:30' });
    expect(parsed('schedule 7pm hard')).toEqual({ kind: 'schedule', time: '19:00', level: 'hard' });
    expect(parsed('schedule 7:05 am')).toEqual({ kind: 'schedule', time: '07:05' });
    expect(parsed('unschedule')).toEqual({ kind: 'unschedule' });
    expect(parsed('help moves')).toEqual({ kind: 'help', topic: 'moves' });
    expect(parsed('leaderboard')).toEqual({ kind: 'leaderboard' });
  });

  it('reads the picture theme: your own, or the channel board (either order)', () => {
    expect(parsed('theme')).toEqual({ kind: 'theme' });
    expect(parsed('/sudoku Theme DARK')).toEqual({ kind: 'theme', theme: 'dark' });
    expect(parsed('theme channel light')).toEqual({ kind: 'theme', theme: 'light', channel: true });
    expect(parsed('theme dark here')).toEqual({ kind: 'theme', theme: 'dark', channel: true });
    expect(parsed('theme channel')).toEqual({ kind: 'theme', channel: true });
    const bad = failure('theme blue');
    expect(bad.code).toBe('bad-option');
    expect(bad.message).toContain("'blue'");
    expect(bad.message).toContain('`theme dark`');
    expect(failure('theme dark light').code).toBe('bad-option');
  });

  it('keeps a posted grid as text for the solver, on one line or many', () => {
    const line =
      '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
    expect(parsed(`solve ${line}`)).toEqual({ kind: 'solveGrid', text: line });
    const rows = '\n53..7....\n6..195...\n.98....6.';
    expect(parsed(`solve${rows}`)).toEqual({ kind: 'solveGrid', text: rows.trim() });
    expect(parsed(`solve share ${line}`)).toEqual({ kind: 'solveGrid', text: line, share: true });
  });

  it('explains what to type instead', () => {
    expect(failure('')).toMatchObject({ code: 'empty' });
    expect(failure('hnit').message).toMatch(/Did you mean `hint`\?/);
    expect(failure('r3c5')).toMatchObject({ code: 'missing-argument' });
    expect(failure('r3c5 x').message).toMatch(/not a digit.*r3c5 7/);
    expect(failure('r0c5 1')).toMatchObject({ code: 'bad-cell' });
    expect(failure('place r17c1 2')).toMatchObject({ code: 'bad-cell' });
    expect(failure('place c3r5 2').message).toMatch(/row then column/);
    expect(failure('new impossible').message).toMatch(/Levels: easy/);
    expect(failure('schedule 25:00')).toMatchObject({ code: 'bad-time' });
    expect(failure('schedule')).toMatchObject({ code: 'missing-argument' });
    expect(failure('board now')).toMatchObject({ code: 'unexpected-argument' });
    expect(failure('r3c5 17')).toMatchObject({ code: 'bad-digit' });
    expect(failure('x'.repeat(MAX_COMMAND_TEXT + 1))).toMatchObject({ code: 'too-long' });
  });

  it('never throws: any string gives a command or a coded error with a message', () => {
    const words = fc.constantFrom(
      'place',
      'r3c5',
      'note',
      'solve',
      'new',
      'hard',
      '7',
      '.',
      '=',
      'schedule',
      '9:30',
      'fix',
      'hint',
      '\n',
      'r16c16',
      'G',
      '0',
      'sudoku',
      '/',
      'theme',
      'dark',
      'channel',
    );
    const phrase = fc.array(words, { maxLength: 8 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.string({ unit: 'grapheme', maxLength: 60 }),
          phrase,
        ),
        (text) => {
          const r = parseCommand(text);
          if (!r.ok) {
            expect(COMMAND_ERROR_CODES).toContain(r.error.code);
            expect(r.error.message.length).toBeGreaterThan(10);
            expect(r.error.message).toMatch(/`/); // always shows what to type
          }
        },
      ),
      { numRuns: 3000 },
    );
    // Oversized input is refused before any work.
    expect(parseCommand('r3c5 7 '.repeat(100_000)).ok).toBe(false);
  });

  it('reads `thread`, `thread on|off`, and says what to type for anything else', () => {
    expect(parsed('thread')).toEqual({ kind: 'thread' });
    expect(parsed('threads OFF')).toEqual({ kind: 'thread', on: false });
    expect(parsed('/sudoku thread on')).toEqual({ kind: 'thread', on: true });
    expect(failure('thread maybe')).toMatchObject({
      code: 'bad-option',
      message: expect.stringContaining('`thread on` or `thread off`'),
    });
  });

  it('reads back what formatCommand writes (property)', () => {
    const cell = fc.record({
      row: fc.integer({ min: 1, max: 16 }),
      col: fc.integer({ min: 1, max: 16 }),
    });
    const digit = fc.integer({ min: 1, max: 16 });
    const command: fc.Arbitrary<Command> = fc.oneof(
      fc.constantFrom<Command>(
        { kind: 'today' },
        { kind: 'board' },
        { kind: 'undo' },
        { kind: 'stats' },
        { kind: 'leaderboard' },
        { kind: 'unschedule' },
        { kind: 'notesAuto' },
        { kind: 'notesAuto', clear: true },
        { kind: 'hint' },
        { kind: 'reveal' },
        { kind: 'reveal', confirmed: true },
        { kind: 'help' },
        { kind: 'thread' },
        { kind: 'thread', on: true },
        { kind: 'thread', on: false },
      ),
      fc.record({ kind: fc.constant('place' as const), cell, digit }),
      fc.record(
        { kind: fc.constant('clear' as const), cell, confirmed: fc.constant(true as const) },
        { requiredKeys: ['kind', 'cell'] },
      ),
      fc.record({
        kind: fc.constant('fix' as const),
        cell,
        digit: fc.integer({ min: 0, max: 16 }),
      }),
      fc.record({ kind: fc.constant('hint' as const), cell }),
      fc.record({
        kind: fc.constant('note' as const),
        cell,
        digits: fc
          .uniqueArray(digit, { minLength: 1, maxLength: 5 })
          .map((d) => d.sort((a, b) => a - b)),
      }),
      fc.record(
        {
          kind: fc.constant('new' as const),
          level: fc.constantFrom(...LEVELS),
          variant: fc.constantFrom(...PLAY_VARIANTS),
        },
        { requiredKeys: ['kind'] },
      ),
      fc.record(
        {
          kind: fc.constant('schedule' as const),
          time: fc
            .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
            .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
          level: fc.constantFrom(...LEVELS),
        },
        { requiredKeys: ['kind', 'time'] },
      ),
      fc.record(
        {
          kind: fc.constant('theme' as const),
          theme: fc.constantFrom(...THEMES),
          channel: fc.constant(true),
        },
        { requiredKeys: ['kind'] },
      ),
    );
    fc.assert(
      fc.property(command, (c) => {
        expect(parsed(formatCommand(c))).toEqual(c);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('parseCommand: moves written as numbers, and 16x16 digits', () => {
  it('suggests the move a message of numbers most likely means', () => {
    for (const text of ['3 5 7', '35 7', '357', '3, 5, 7']) {
      const error = failure(text);
      expect(error.code).toBe('unknown-command');
      expect(error.message).toMatch(/Did you mean `r3c5 7`\?/);
    }
    expect(failure('12 16 10').message).toMatch(/Did you mean `r12c16 10`\?/);
    // Nothing that keeps no character of the word: `3` is not a typo of `?`.
    for (const text of ['3', '0 5 7', '3 5', '3 5 7 9']) {
      expect(failure(text).message).not.toMatch(/Did you mean/);
    }
    expect(failure('hnit').message).toMatch(/Did you mean `hint`\?/);
  });

  it('takes digits 10-16 as numbers or letters, notes too', () => {
    const R1C1 = { row: 1, col: 1 };
    expect(parsed('r1c1 10')).toEqual({ kind: 'place', cell: R1C1, digit: 10 });
    expect(parsed('r1c1 a')).toEqual({ kind: 'place', cell: R1C1, digit: 10 });
    expect(parsed('note r1c1 AC')).toEqual({ kind: 'note', cell: R1C1, digits: [10, 12] });
    expect(parsed('note r1c1 1c')).toEqual({ kind: 'note', cell: R1C1, digits: [1, 12] });
    expect(parsed('note r1c1 10 16')).toEqual({ kind: 'note', cell: R1C1, digits: [10, 16] });
    expect(parsed('note r1c1 124')).toEqual({ kind: 'note', cell: R1C1, digits: [1, 2, 4] });
    expect(failure('r1c1 H').message).toMatch(/A to G for 10 to 16/);
  });

  it('plays a pasted grid written with x for empty cells', () => {
    const grid =
      '53xx7xxxx6xx195xxxx98xxxx6x8xxx6xxx34xx8x3xx17xxx2xxx6x6xxxx28xxxx419xx5xxxx8xx79';
    expect(parsed(`new ${grid}`)).toEqual({ kind: 'new', grid });
  });
});
