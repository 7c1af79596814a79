// Player names: cleaning what is typed (NFKC, invisible characters, spaces) and the key names are
// compared by (case, marks, look-alike letters from other scripts, separators), with fast-check
// for the rules that must hold for any input.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BadNameError,
  cleanName,
  MAX_USER_NAME_LENGTH,
  nameKey,
} from '../../adapters/web/names.ts';

/** Zero-width and other invisible characters people paste into names. */
const INVISIBLES = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u034f', '\ufe0f'];
/** Letters from the scripts the confusables fold covers, digits and separators. */
const ALPHABET = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ._-',
  ...'абвгдежзийклмнопрстуфхцчшщъыьэюяАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯіјѕԁһԛԝӏ',
  ...'αβγδεζηθικλμνξοπρστυφχψωΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩς',
  ...'ßéèêëñçøåæœİıĳ',
];
const letters = fc.string({ unit: fc.constantFrom(...ALPHABET), minLength: 1, maxLength: 24 });

describe('cleanName', () => {
  it('gives the plain form of full-width letters, drops invisible characters, collapses spaces', () => {
    expect(cleanName('\uff21\uff44\uff41')).toBe('Ada');
    expect(cleanName('  Ada \u200b\u3000  Lovelace\u00a0')).toBe('Ada Lovelace');
    expect(cleanName('E\u0301milie')).toBe('Émilie');
    expect(cleanName('Ann\u200d')).toBe('Ann');
    expect(cleanName('tab\there')).toBe('tab here');
  });

  it('says what to fix', () => {
    const reason = (raw: unknown) => {
      try {
        cleanName(raw);
        return 'accepted';
      } catch (error) {
        expect(error).toBeInstanceOf(BadNameError);
        return (error as Error).message;
      }
    };
    expect(reason(undefined)).toBe('Type a name.');
    expect(reason('\u200b\u200b')).toBe('Type a name with letters or digits in it.');
    expect(reason('x'.repeat(40))).toBe('That name is 40 characters long: use at most 32.');
    expect(reason('\u200b'.repeat(300))).toBe('That name is 300 characters long: use at most 32.');
    expect(reason('Ada 😀')).toMatch(/^A name cannot hold “😀”: use letters, digits/);
    expect(reason('nul\u0000')).toMatch(/the character U\+0000/);
    expect(reason('x\u0301\u0301')).toMatch(/the character U\+0301/);
    expect(reason('.dot')).toBe('Start the name with a letter or digit.');
  });

  it('returns a short, printable, trimmed name, or refuses with a BadNameError', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), letters, fc.anything()), (raw) => {
        let name: string;
        try {
          name = cleanName(raw);
        } catch (error) {
          expect(error).toBeInstanceOf(BadNameError);
          return;
        }
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(MAX_USER_NAME_LENGTH);
        expect(name).toMatch(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u);
        expect(name).not.toMatch(/ {2}|^ | $/);
        expect(name).toBe(name.normalize('NFKC'));
        expect(cleanName(name)).toBe(name);
      }),
      { numRuns: 500 },
    );
  });
});

describe('nameKey', () => {
  it('folds the usual look-alikes of a name together', () => {
    const ann = nameKey('Ann Lee');
    for (const lookAlike of [
      'ANN LEE',
      'annlee',
      'Ann_Lee',
      'Ann.Lee',
      'A-nn  Lee',
      '\u0410nn Lee', // Cyrillic А
      '\u0391\u039d\u039d L\u0395\u0395', // Greek capitals
      'Ann L\u0435\u0435', // Cyrillic е
      '\uff21\uff4e\uff4e \uff2c\uff45\uff45', // full-width
      'Ann\u200b Lee',
      'Ánn Lée',
      'AnnIee', // capital I for l
      'Ann 1ee', // digit one for l
    ]) {
      expect({ lookAlike, key: nameKey(lookAlike) }).toEqual({ lookAlike, key: ann });
    }
    expect(nameKey('Strauß')).toBe(nameKey('STRAUSS'));
    expect(nameKey('Arnie')).toBe(nameKey('Amie'));
    expect(nameKey('Vvonne')).toBe(nameKey('Wonne'));
    expect(nameKey('B0b')).toBe(nameKey('Bob'));
    expect(nameKey('\u0421\u0435\u0440\u0440\u0443')).toBe(nameKey('Ceppy')); // Серру
  });

  it('keeps different names apart', () => {
    const names = [
      'Ann',
      'Anna',
      'Bob',
      'Rob',
      'Ada',
      'Adam',
      'Grace',
      'Анна',
      'Ольга',
      '李雷',
      'Zoë K',
    ];
    const keys = names.map(nameKey);
    expect(new Set(keys).size).toBe(names.length);
  });

  it('does not care about case, invisible characters, separators or full-width forms', () => {
    const split = fc.tuple(letters, fc.nat(), fc.constantFrom(...INVISIBLES, ' ', '_', '.', '-'));
    fc.assert(
      fc.property(letters, (name) => {
        const key = nameKey(name);
        expect(nameKey(name.toUpperCase())).toBe(key);
        expect(nameKey(name.toLowerCase())).toBe(key);
        // Full-width forms of ASCII letters and digits (U+FF01..U+FF5E).
        const wide = name.replace(/[!-~]/g, (c) =>
          String.fromCharCode(c.charCodeAt(0) - 0x21 + 0xff01),
        );
        expect(nameKey(wide)).toBe(key);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(split, ([name, at, extra]) => {
        const i = at % (name.length + 1);
        expect(nameKey(name.slice(0, i) + extra + name.slice(i))).toBe(nameKey(name));
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent and gives only letters and digits, for any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), letters), (text) => {
        const key = nameKey(text);
        expect(nameKey(key)).toBe(key);
        expect(key).toMatch(/^[\p{L}\p{N}]*$/u);
      }),
      { numRuns: 500 },
    );
  });
});
