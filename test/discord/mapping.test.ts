// The adapter's pure parts: option mapping, button ids, message translation, confirmations and
// log redaction. Parsers get property tests: any input gives a value or a coded error.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Confirmations } from '../../adapters/discord/confirmations.ts';
import {
  makeButtonId,
  MAX_CUSTOM_ID_LENGTH,
  parseButtonId,
} from '../../adapters/discord/custom-id.ts';
import { cellChoices, planFor } from '../../adapters/discord/interactions.ts';
import { LatencyGauge, PRESSURE_HOLD_MS } from '../../adapters/discord/latency-gauge.ts';
import { errorFields, redact } from '../../adapters/discord/log-fields.ts';
import {
  buttonRows,
  toDiscordMarkdown,
  toDiscordMessage,
} from '../../adapters/discord/messages.ts';
import {
  mapCommand,
  OPTION_ERROR_CODES,
  parseCellOption,
  parseNoteDigits,
  parseTimeOption,
  type OptionValue,
} from '../../adapters/discord/options.ts';
import type { Action, Reply } from '../../src/bot/types.ts';

describe('option parsers', () => {
  it('reads every cell name of a 16x16 board, however it is spaced or cased', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 1, max: 16 }),
        fc.constantFrom('r%dc%d', 'R%dC%d', 'r%d c%d', ' r%dc%d '),
        (row, col, shape) => {
          const text = shape.replace('%d', String(row)).replace('%d', String(col));
          expect(parseCellOption(text)).toEqual({ ok: true, value: { row, col } });
        },
      ),
    );
  });

  it('refuses anything else as a cell with a coded error', () => {
    for (const bad of [
      'r0c5',
      'r17c1',
      'c5r3',
      '35',
      '',
      'r3c',
      'r3c5 please',
      'r' + '1'.repeat(30) + 'c1',
    ]) {
      const result = parseCellOption(bad);
      expect(result.ok ? 'ok' : result.error.code).toBe('bad-cell');
    }
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.boolean()), (value) => {
        const result = parseCellOption(value);
        if (result.ok) expect(String(value)).toMatch(/^\s*r\s*\d+\s*c\s*\d+\s*$/i);
      }),
    );
  });

  it('reads note digits in any separator style as a sorted set', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 9 }),
        fc.constantFrom('', ' ', ',', ', '),
        (digits, separator) => {
          const result = parseNoteDigits(digits.join(separator));
          expect(result).toEqual({ ok: true, value: [...new Set(digits)].sort((a, b) => a - b) });
        },
      ),
    );
    for (const bad of ['', '0', '1a', '1 17', '1 0', '012', 'x', '9 9 x']) {
      expect(parseNoteDigits(bad).ok, bad).toBe(false);
    }
  });

  it('reads 16x16 note digits when separated, and a run of digits one by one', () => {
    expect(parseNoteDigits('10 12 16')).toEqual({ ok: true, value: [10, 12, 16] });
    expect(parseNoteDigits('3, 11')).toEqual({ ok: true, value: [3, 11] });
    expect(parseNoteDigits('16 1')).toEqual({ ok: true, value: [1, 16] });
    // Without separators, `1016` is four digits, never ten and sixteen.
    expect(parseNoteDigits('1016').ok).toBe(false);
    expect(parseNoteDigits('1216')).toEqual({ ok: true, value: [1, 2, 6] });
  });

  it('normalises 24-hour times and refuses others', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hh, mm) => {
        const expected = `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
        expect(parseTimeOption(`${hh}:${String(mm).padStart(2, '0')}`)).toEqual({
          ok: true,
          value: expected,
        });
      }),
    );
    for (const bad of ['24:00', '7', '07:60', '7am', '']) {
      const result = parseTimeOption(bad);
      expect(result.ok ? 'ok' : result.error.code).toBe('bad-time');
    }
  });

  it('maps any option set to a command or a coded error, never throwing', () => {
    const value: fc.Arbitrary<OptionValue> = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.boolean(),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('sudoku', 'hint', 'solve', 'other'),
        fc.option(fc.constantFrom('today', 'new', 'place', 'note', 'schedule', 'help', 'nope'), {
          nil: undefined,
        }),
        fc.dictionary(
          fc.constantFrom(
            'cell',
            'digit',
            'digits',
            'level',
            'variant',
            'time',
            'topic',
            'grid',
            'share',
          ),
          value,
        ),
        (name, subcommand, values) => {
          const result = mapCommand({
            name,
            ...(subcommand && { subcommand }),
            values: new Map(Object.entries(values)),
          });
          if (!result.ok) {
            expect(OPTION_ERROR_CODES).toContain(result.error.code);
            expect(result.error.message.length).toBeGreaterThan(10);
          }
        },
      ),
    );
  });

  it('maps /hint without a cell, and /solve to a grid or a photo but not both', () => {
    expect(mapCommand({ name: 'hint', values: new Map() })).toEqual({
      ok: true,
      value: { command: { kind: 'hint' } },
    });
    const photo = { name: 'p.png', fetch: async () => Buffer.alloc(0) };
    const both = mapCommand({
      name: 'solve',
      values: new Map([['grid', '1'.repeat(81)]]),
      attachment: photo,
    });
    expect(both.ok ? 'ok' : both.error.code).toBe('grid-and-image');
    const onlyPhoto = mapCommand({
      name: 'solve',
      values: new Map([['share', true]]),
      attachment: photo,
    });
    expect(onlyPhoto).toEqual({
      ok: true,
      value: { command: { kind: 'solvePhoto', share: true }, attachments: [photo] },
    });
  });
});

describe('button ids', () => {
  it('round-trip any command that fits in 100 characters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('run', 'ask') as fc.Arbitrary<'run' | 'ask'>,
        fc.string({ maxLength: 120 }),
        (kind, command) => {
          const id = makeButtonId({ kind, command });
          if (id === undefined)
            expect(`sudoku:${kind}:${command}`.length).toBeGreaterThan(MAX_CUSTOM_ID_LENGTH);
          else {
            expect(id.length).toBeLessThanOrEqual(MAX_CUSTOM_ID_LENGTH);
            expect(parseButtonId(id)).toEqual({ kind, command });
          }
        },
      ),
    );
  });

  it('carry a nonce for answers and read nothing from foreign ids', () => {
    const id = makeButtonId({ kind: 'yes', nonce: 'ab12', command: 'reveal confirmed' })!;
    expect(parseButtonId(id)).toEqual({ kind: 'yes', nonce: 'ab12', command: 'reveal confirmed' });
    expect(makeButtonId({ kind: 'yes', command: 'x' })).toBeUndefined();
    expect(makeButtonId({ kind: 'run', nonce: 'a', command: 'x' })).toBeUndefined();
    fc.assert(fc.property(fc.string(), (text) => void parseButtonId(text)));
    expect(parseButtonId('sudoku:yes:NOPE:x')).toBeUndefined();
  });
});

describe('message translation', () => {
  it('turns the core *bold* into Discord **bold**, leaving code and arithmetic alone', () => {
    expect(toDiscordMarkdown('*Daily #12* · hard')).toBe('**Daily #12** · hard');
    expect(toDiscordMarkdown('a *b* and *c d*.')).toBe('a **b** and **c d**.');
    expect(toDiscordMarkdown('2*3*4 and `*x*` and **y**')).toBe('2*3*4 and `*x*` and **y**');
    expect(toDiscordMarkdown('```\n*grid*\n```')).toBe('```\n*grid*\n```');
  });

  const action = (command: string, extra: Partial<Action> = {}): Action => ({
    id: command,
    label: command,
    command,
    ...extra,
  });

  it('lays buttons five to a row, dropping duplicates and ids that would not fit', () => {
    const asked: string[] = [];
    const rows = buttonRows(
      [
        ...['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((c) => action(c)),
        action('a'),
        action('x'.repeat(100)),
        action('reveal', { confirm: 'Sure?', style: 'danger', label: 'L'.repeat(90) }),
      ],
      (command, question) => asked.push(`${command}=${question}`),
    );
    expect(rows.map((r) => r.components.length)).toEqual([5, 3]);
    const last = rows[1]!.components[2]!;
    expect(last).toMatchObject({ custom_id: 'sudoku:ask:reveal', style: 4 });
    expect((last as { label: string }).label).toHaveLength(80);
    expect(asked).toEqual(['reveal=Sure?']);
  });

  it('keeps a long text whole: its first line as the content, the rest in an embed', () => {
    const long = toDiscordMessage(
      { text: `**Title**\n${'y'.repeat(2100)}\n${'z'.repeat(5000)}`, visibility: 'everyone' },
      { direct: false },
    );
    expect(long.content).toBe('**Title**');
    const description = long.embeds![0]!.description;
    expect(description.startsWith('y'.repeat(2100))).toBe(true);
    expect(description).toHaveLength(4096); // Discord's limit: past it, cut with an ellipsis
    expect(description.endsWith('…')).toBe(true);
  });

  it('makes asker-only replies ephemeral in channels but not in direct messages', () => {
    const reply: Reply = {
      text: 'x'.repeat(2500),
      visibility: 'asker',
      image: { png: Buffer.from('png'), alt: 'a'.repeat(2000), filename: 'my board!.png' },
    };
    const inChannel = toDiscordMessage(reply, { direct: false });
    expect(inChannel.ephemeral).toBe(true);
    // Past a message's 2,000 characters the text goes, whole, into an embed (up to 4,096).
    expect(inChannel.content).toBe('');
    expect(inChannel.embeds).toEqual([{ description: 'x'.repeat(2500) }]);
    expect(inChannel.files[0]!.description).toHaveLength(1024);
    expect(inChannel.files[0]!.name).toBe('my_board_.png');
    expect(toDiscordMessage(reply, { direct: true }).ephemeral).toBe(false);
  });
});

describe('confirmations', () => {
  it('hand back the press once, and forget it after the time limit', () => {
    let now = 0;
    const book = new Confirmations<string>(() => now, 1000, 3);
    const a = book.open('press-a', 'reveal');
    expect(book.take(a)).toEqual({ origin: 'press-a', command: 'reveal' });
    expect(book.take(a)).toBeUndefined();
    const b = book.open('press-b', 'reveal');
    now = 1000;
    expect(book.take(b)).toBeUndefined();
  });

  it('keep a bounded number of entries', () => {
    const book = new Confirmations<number>(() => 0, 1000, 3);
    const nonces = [1, 2, 3, 4, 5].map((n) => book.open(n, 'reveal'));
    expect(book.size).toBe(3);
    expect(book.take(nonces[0]!)).toBeUndefined();
    expect(book.take(nonces[4]!)?.origin).toBe(5);
    for (let i = 0; i < 10; i++) book.rememberQuestion(`c${i}`, `q${i}`);
    expect(book.questionFor('c0')).toBeUndefined();
    expect(book.questionFor('c9')).toBe('q9');
  });
});

describe('latency gauge', () => {
  it('calls a kind slow when its recent answers take over half the budget', () => {
    const gauge = new LatencyGauge(150, () => 0);
    expect(gauge.likelySlow('board')).toBe(false);
    for (let i = 0; i < 16; i++) gauge.record('board', i < 12 ? 20 : 400);
    expect(gauge.likelySlow('board')).toBe(false); // a few slow answers: p75 is still fast
    for (let i = 0; i < 8; i++) gauge.record('board', 100);
    expect(gauge.likelySlow('board')).toBe(true);
    expect(gauge.likelySlow('stats')).toBe(false);
  });

  it('defers everything for a while after an answer missed the budget', () => {
    let now = 0;
    const gauge = new LatencyGauge(150, () => now);
    gauge.noteLate();
    expect(gauge.likelySlow('stats')).toBe(true);
    now += PRESSURE_HOLD_MS;
    expect(gauge.likelySlow('stats')).toBe(false);
  });
});

describe('helpers', () => {
  it('redacts interaction and webhook tokens from anything logged', () => {
    const url =
      'https://discord.com/api/v10/webhooks/112/aW50ZXJhY3Rpb24.secret/messages/@original';
    expect(redact(url)).toBe('https://discord.com/api/v10/webhooks/112/***/messages/@original');
    expect(redact('/interactions/1/tok-en/callback')).toBe('/interactions/1/***/callback');
    const error = Object.assign(new Error(`failed at ${url}`), { status: 500, url });
    expect(JSON.stringify(errorFields(error))).not.toContain('secret');
  });

  it('offers prefix matches first, then any cell containing the text', () => {
    expect(cellChoices(['r1c3', 'r3c1', 'r5c3'], 'r3').map((c) => c.value)).toEqual(['r3c1']);
    expect(cellChoices(['r1c3', 'r3c1', 'r5c3'], 'c3').map((c) => c.value)).toEqual([
      'r1c3',
      'r5c3',
    ]);
  });

  it('defers slow kinds first and keeps unshared solves private in channels only', () => {
    expect(planFor({ kind: 'new' }, false)).toEqual({ deferFirst: true, ephemeral: false });
    expect(planFor({ kind: 'place', cell: { row: 1, col: 1 }, digit: 1 }, false).deferFirst).toBe(
      false,
    );
    expect(planFor({ kind: 'solveGrid', text: '', share: false }, false).ephemeral).toBe(true);
    expect(planFor({ kind: 'solveGrid', text: '', share: true }, false).ephemeral).toBe(false);
    expect(planFor({ kind: 'solvePhoto' }, true).ephemeral).toBe(false);
    const slowGauge = new LatencyGauge(150);
    slowGauge.noteLate();
    expect(planFor({ kind: 'board' }, false, slowGauge).deferFirst).toBe(true);
  });
});
