// Text commands in the core's replies become slash commands on Discord. Round trip: a command,
// written by the core's grammar, rewritten to slash text and read back through the adapter's
// option mapping, is the same command.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapCommand, type OptionValue } from '../../adapters/discord/options.ts';
import { toSlashText } from '../../adapters/discord/slash-text.ts';
import { formatCommand, parseCommand } from '../../src/bot/grammar.ts';
import { untypeableOnDiscord } from './typeable.ts';
import { LEADERBOARD_PERIODS, LEVELS, type Command } from '../../src/bot/types.ts';

const BOOLEAN_OPTIONS = new Set(['share', 'confirm', 'clear', 'solo']);
const INTEGER_OPTIONS = new Set(['digit', 'number']);

/**
 * Reads `/sudoku place cell:r3c5 digit:7` or `/p move:note r3c5 1 2` the way Discord would
 * deliver it: an option's value runs to the next ` name:` (a move's value has spaces).
 */
function readSlash(text: string) {
  const head = /^\/(\S+)(?: (?!\w+:)(\S+))?/.exec(text)!;
  const name = head[1]!;
  const subcommand = name === 'sudoku' ? head[2] : undefined;
  const values = new Map<string, OptionValue>();
  for (const m of text.slice(head[0].length).matchAll(/(\w+):(.*?)(?=\s\w+:|$)/g)) {
    const [key, value] = [m[1]!, m[2]!.trim()];
    // A user option arrives as the user's id (the reply writes it as a mention).
    const user = key === 'player' ? /^<@!?(\d+)>$/.exec(value)?.[1] : undefined;
    values.set(
      key,
      INTEGER_OPTIONS.has(key)
        ? Number(value)
        : BOOLEAN_OPTIONS.has(key)
          ? value === 'True'
          : (user ?? value),
    );
  }
  return mapCommand({ name, ...(subcommand && { subcommand }), values }, parseCommand);
}

const cellRef = fc.record({
  row: fc.integer({ min: 1, max: 9 }),
  col: fc.integer({ min: 1, max: 9 }),
});
const digit = fc.integer({ min: 1, max: 9 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.constantFrom<Command>(
    { kind: 'today' },
    { kind: 'board' },
    { kind: 'undo' },
    { kind: 'stats' },
  ),
  fc.constantFrom<Command>({ kind: 'leaderboard' }, { kind: 'unschedule' }, { kind: 'hint' }),
  fc.constantFrom<Command>(
    { kind: 'notesAuto' },
    { kind: 'notesAuto', clear: true },
    { kind: 'reveal' },
    { kind: 'reveal', confirmed: true },
  ),
  fc.record({ kind: fc.constant('place' as const), cell: cellRef, digit }),
  fc.record(
    { kind: fc.constant('clear' as const), cell: cellRef, confirmed: fc.constant(true as const) },
    { requiredKeys: ['kind', 'cell'] },
  ),
  fc.record({ kind: fc.constant('hint' as const), cell: cellRef }),
  fc.record({
    kind: fc.constant('fix' as const),
    cell: cellRef,
    digit: fc.integer({ min: 0, max: 9 }),
  }),
  fc.record({
    kind: fc.constant('note' as const),
    cell: cellRef,
    digits: fc
      .uniqueArray(digit, { minLength: 1, maxLength: 9 })
      .map((d) => d.sort((a, b) => a - b)),
  }),
  fc.record({ kind: fc.constant('new' as const), level: fc.constantFrom(...LEVELS) }),
  // The daily ritual: your own board, the archive, periods, someone else's stats, share.
  fc.constantFrom<Command>({ kind: 'today', solo: true }, { kind: 'share' }),
  fc.record({ kind: fc.constant('archive' as const), number: fc.integer({ min: 1, max: 9999 }) }),
  fc
    .date({ min: new Date('2025-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d): Command => ({ kind: 'archive', date: d.toISOString().slice(0, 10) })),
  fc.record({
    kind: fc.constant('leaderboard' as const),
    period: fc.constantFrom(...LEADERBOARD_PERIODS),
  }),
  fc
    .bigInt({ min: 10n ** 16n, max: 10n ** 19n })
    .map((id): Command => ({ kind: 'stats', who: `<@${id}>` })),
  fc.record({
    kind: fc.constant('schedule' as const),
    time: fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  }),
);

describe('slash text in replies', () => {
  it('turns every command the core can write into a slash command that means the same', () => {
    fc.assert(
      fc.property(command, (c) => {
        const rewritten = toSlashText(`Try \`${formatCommand(c)}\`.`, parseCommand);
        const slash = /^Try `(\/[^`]+)`\.$/.exec(rewritten)?.[1];
        expect(slash).toBeDefined();
        expect(readSlash(slash!)).toEqual({ ok: true, value: { command: c } });
        // ...and one the bot registers, with options and values Discord's client accepts.
        expect(untypeableOnDiscord(`\`${slash!}\``, parseCommand)).toEqual([]);
      }),
    );
  });

  it('rewrites the core wording, every command included, and leaves prose and code blocks', () => {
    const text =
      'Place digits with `r3c5 7`; `hint` when stuck; `notes` for candidates; `solve` ends it; `solve confirm` reveals; `xyz` stays.\n```\nr3c5 7\n```';
    expect(toSlashText(text, parseCommand)).toBe(
      'Place digits with `/p move:r3c5 7`; `/hint cell:next` when stuck; `/sudoku notes` for candidates; `/solve` ends it; `/solve confirm:True` reveals; `xyz` stays.\n```\nr3c5 7\n```',
    );
    expect(toSlashText('`new easy mini`, `help hint`', parseCommand)).toBe(
      '`/sudoku new level:easy variant:mini`, `/sudoku help topic:hint`',
    );
    // Two spellings of one command are one slash command: said once, not "X (or X)".
    expect(toSlashText('`digest` (or `leaderboard yesterday`): yesterday', parseCommand)).toBe(
      '`/sudoku leaderboard period:yesterday`: yesterday',
    );
    expect(toSlashText('`board` (or `resume`)', parseCommand)).toBe(
      '`/sudoku board` (or `/sudoku resume`)',
    );
  });
});
