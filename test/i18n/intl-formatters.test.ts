// The translator's own cache of Intl objects (src/i18n/intl-formatters.ts) says every message of
// every shipped language exactly as IntlMessageFormat's own formatters do: plurals, numbers,
// dates and selects, for whole and fractional numbers, repeated values and values past the
// memos' bounds; and lists of one item as Intl.ListFormat does.

import fc from 'fast-check';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CATALOGS, EN, type MessageKey } from '../../src/i18n/catalogs/index.ts';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.ts';
import { Translator, type MessageArgs } from '../../src/i18n/translate.ts';

type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** The arguments of a message by kind (ICU element types: 1 argument, 2 number, 3 date, ...). */
function argumentKinds(ast: Ast, into = new Map<string, { kind: number; options: string[] }>()) {
  for (const element of ast as { type: number; value?: string; options?: object }[]) {
    if (element.type !== 0 && element.type !== 7 && element.value !== undefined) {
      const options = element.options ? Object.keys(element.options) : [];
      const known = into.get(element.value);
      // A select or plural says more about an argument than a plain use of it.
      if (!known || known.kind === 1) into.set(element.value, { kind: element.type, options });
    }
    for (const option of Object.values(element.options ?? {}) as { value: Ast }[]) {
      argumentKinds(option.value, into);
    }
  }
  return into;
}

const KINDS = new Map(
  (Object.keys(EN) as MessageKey[]).map((key) => [
    key,
    argumentKinds(new IntlMessageFormat(EN[key], 'en', undefined, { ignoreTag: true }).getAst()),
  ]),
);

/** Arguments for a message: `n` for numbers, the `pick`th option of selects, `date` for dates. */
function argsFor(key: MessageKey, n: number, pick: number, date: Date): MessageArgs {
  const args: Record<string, string | number | Date> = {};
  for (const [name, { kind, options }] of KINDS.get(key)!) {
    if (kind === 2 || kind === 6) args[name] = n;
    else if (kind === 3 || kind === 4) args[name] = date;
    else if (kind === 5) args[name] = options[pick % options.length]!;
    else args[name] = `«${name}»`;
  }
  return args;
}

const quiet = () => {};
const before = new Translator(CATALOGS, quiet, { cachedIntl: false });
const after = new Translator(CATALOGS, quiet);
const withNumbers = (Object.keys(EN) as MessageKey[]).filter((key) =>
  [...KINDS.get(key)!.values()].some((a) => a.kind !== 1),
);

describe('the translator’s cached Intl objects', () => {
  it('say every message of every language as IntlMessageFormat’s own formatters do', () => {
    const date = new Date('2025-03-14T00:00:00Z');
    let compared = 0;
    for (const locale of SHIPPED_LOCALES) {
      for (const key of Object.keys(EN) as MessageKey[]) {
        for (const n of [0, 1, 2, 5, 21, 999, 1234567, 1.5, -0]) {
          for (let pick = 0; pick < 2; pick++) {
            const args = argsFor(key, n, pick, date);
            // Twice: the second answer comes from the memos.
            expect(after.format(locale, key, args), `${locale} ${key} ${n}`).toBe(
              before.format(locale, key, args),
            );
            expect(after.format(locale, key, args)).toBe(before.format(locale, key, args));
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(SHIPPED_LOCALES.length * Object.keys(EN).length * 15);
  });

  it('agree on any number and date, whole or not, past the memos’ bounds too', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIPPED_LOCALES),
        fc.constantFrom(...withNumbers),
        fc.oneof(
          fc.integer({ min: -5000, max: 5000 }),
          fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        ),
        fc.integer({ min: 0, max: 5 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (locale, key, n, pick, date) => {
          const args = argsFor(key, n, pick, date);
          expect(after.format(locale, key, args)).toBe(before.format(locale, key, args));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('join a list of one item or none as Intl.ListFormat does, in every language', () => {
    for (const locale of SHIPPED_LOCALES) {
      for (const type of ['conjunction', 'disjunction', 'unit'] as const) {
        for (const items of [[], ['r3c5'], ['a', 'b'], ['a', 'b', 'c']]) {
          expect(after.list(locale, items, type)).toBe(before.list(locale, items, type));
        }
      }
    }
    expect(after.list('en', ['r1c1', 'r1c2', 'r1c3'], 'conjunction')).toBe('r1c1, r1c2 and r1c3');
  });
});
