// Every shipped catalog against English: each key there, each message parses, and each uses
// the same ICU arguments (a translation that drops `{cell}` or renames `{n}` fails here). The
// translator falls back to English for a missing or broken message and reports it once.

import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CATALOGS, EN, type MessageKey } from '../../src/i18n/catalogs/index.ts';
import { PSEUDO_LOCALE, SHIPPED_LOCALES } from '../../src/i18n/locales.ts';
import { renderText, msg } from '../../src/i18n/text.ts';
import { Translator } from '../../src/i18n/translate.ts';

type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** The argument names a message uses, at any depth (inside plurals and selects too). */
function argumentsOf(ast: Ast, into = new Set<string>()): Set<string> {
  for (const element of ast) {
    if ('value' in element && element.type !== 0) {
      into.add(String(element.value));
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if ('children' in element) argumentsOf(element.children, into);
  }
  return into;
}

function parse(source: string, locale: string): Ast {
  return new IntlMessageFormat(source, locale, undefined, { ignoreTag: true }).getAst();
}

const keys = Object.keys(EN) as MessageKey[];

/**
 * Keys not translated yet: they fall back to English, logged once. Empty now (every shipped
 * language has every key); a key added to English alone fails until each language has it.
 */
const PENDING: Partial<Record<string, RegExp>> = {};

describe('message catalogs', () => {
  it('ship a catalog for every shipped language', () => {
    for (const locale of SHIPPED_LOCALES) expect(CATALOGS[locale], locale).toBeDefined();
  });

  for (const locale of SHIPPED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every key, parsed, with the English arguments`, () => {
      const catalog = CATALOGS[locale] ?? {};
      const problems: string[] = [];
      for (const key of keys) {
        const source = catalog[key];
        if (source === undefined) {
          if (!PENDING[locale]?.test(key)) problems.push(`${key}: missing`);
          continue;
        }
        let ast: Ast;
        try {
          ast = parse(source, locale);
        } catch (error) {
          problems.push(`${key}: does not parse (${String(error)})`);
          continue;
        }
        const want = [...argumentsOf(parse(EN[key], 'en'))].sort();
        const got = [...argumentsOf(ast)].sort();
        if (want.join() !== got.join()) problems.push(`${key}: {${got}} instead of {${want}}`);
      }
      const extra = Object.keys(catalog).filter((key) => !(key in EN));
      expect([...problems, ...extra.map((key) => `${key}: not an English key`)]).toEqual([]);
    });
  }

  it('finds a dropped argument and a missing key (the check itself can fail)', () => {
    const want = [...argumentsOf(parse(EN['move.given'], 'en'))].sort();
    expect(want).toEqual(['cell', 'digit']);
    expect([...argumentsOf(parse('{cell} est donné.', 'fr'))]).not.toEqual(want);
    expect([...argumentsOf(parse(EN['play.progress.left'], 'en'))]).toEqual(['n']);
  });
});

describe('the translator', () => {
  it('falls back to English for a missing or broken message and reports each once', () => {
    const reports: string[] = [];
    const translator = new Translator(
      { en: EN, fr: { 'move.given-clear': '{cell est cassé' } },
      (problem, details) => reports.push(`${problem} ${details.locale} ${details.key}`),
    );
    expect(translator.format('fr', 'move.empty-cell', { cell: 'r1c1' })).toBe(
      'r1c1 is already empty.',
    );
    expect(translator.format('fr', 'move.empty-cell', { cell: 'r2c2' })).toBe(
      'r2c2 is already empty.',
    );
    expect(translator.format('fr', 'move.given-clear', { cell: 'r1c1' })).toBe(
      "r1c1 is a given and can't be cleared.",
    );
    expect(reports).toEqual(['missing fr move.empty-cell', 'broken fr move.given-clear']);
  });

  it('says plurals and dates the locale’s way', () => {
    expect(renderText(msg('play.progress.left', { n: 1 }), 'fr')).toBe('1 case restante');
    expect(renderText(msg('play.progress.left', { n: 2 }), 'fr')).toBe('2 cases restantes');
    expect(renderText(msg('play.progress.left', { n: 3 }), 'ja')).toBe('残り 3 マス');
    // A grid of one cell is one cell, in every language that has a singular.
    const counted = (locale: 'en' | 'fr' | 'de' | 'es' | 'pt-BR', count: number) =>
      renderText(msg('grid.counted', { count, size: 9, cells: 81 }), locale);
    expect(counted('en', 1)).toMatch(/^I counted 1 cell;/);
    expect(counted('en', 80)).toMatch(/^I counted 80 cells;/);
    expect(counted('fr', 1)).toMatch(/^J’ai compté 1 case ;/);
    expect(counted('de', 1)).toMatch(/^Ich habe 1 Feld gezählt;/);
    expect(counted('es', 1)).toMatch(/^Conté 1 casilla;/);
    expect(counted('pt-BR', 1)).toMatch(/^Contei 1 casa;/);
    const friday = new Date('2026-11-27T00:00:00Z');
    const title = (locale: 'en' | 'fr' | 'de' | 'ja') =>
      renderText(
        msg('title.daily', { number: '7', level: msg('level.hard'), date: friday }),
        locale,
      );
    expect(title('en')).toBe('Daily #7 · Hard · Friday');
    expect(title('fr')).toBe('Grille du jour n° 7 · Difficile · vendredi');
    expect(title('ja')).toBe('今日の問題 #7 · むずかしい · 金曜日');
  });

  it('wraps every pseudo-locale message and keeps commands as typed', () => {
    const text = renderText(msg('play.how-to'), PSEUDO_LOCALE);
    expect(text.startsWith('[!! ')).toBe(true);
    expect(text.endsWith(' !!]')).toBe(true);
    expect(text).toContain('`r3c5 7`');
    expect(text).not.toContain('Place');
    expect(renderText(msg('play.progress.left', { n: 2 }), PSEUDO_LOCALE)).toBe(
      '[!! 2 çéļļš ţö ĝö !!]',
    );
  });
});
