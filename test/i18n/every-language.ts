// The checks of a scripted session played in every shipped language, the same on every
// platform: every text comes from that language's catalog (no message missing or broken, none
// falling back to English), says no catalog key or pseudo-locale wrapper, and the session
// reaches the same steps in each as in English.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.ts';
import { CATALOGS } from '../../src/i18n/catalogs/index.ts';
import { translator } from '../../src/i18n/translate.ts';

const KEYS = new Set(Object.keys(CATALOGS.en ?? {}));

/**
 * Declares the tests of `where`'s scripted session in every shipped language; `session` plays
 * it in a locale and gives back every text it showed, in order.
 */
export function describeEveryLanguage(
  where: string,
  session: (locale: string) => Promise<string[]>,
): void {
  describe(`the ${where} session in every shipped language`, () => {
    const problems: string[] = [];
    beforeAll(() =>
      translator.setLog((problem, { locale, key }) => problems.push(`${problem} ${locale} ${key}`)),
    );
    afterAll(() => translator.setLog(() => undefined));
    const shown = new Map<string, string[]>();

    it.each(SHIPPED_LOCALES)('plays it through in %s from its own catalog', async (locale) => {
      const before = problems.length;
      const texts = await session(locale);
      shown.set(locale, texts);
      expect(problems.slice(before)).toEqual([]);
      expect(texts.filter((t) => t.includes('[!!'))).toEqual([]);
      // No catalog key said as it is (a missing message shown by its name).
      expect(texts.filter((t) => KEYS.has(t.trim()))).toEqual([]);
      if (locale !== 'en') {
        const english = shown.get('en');
        if (english) {
          // The same steps: as many texts as in English, and most of them different words.
          expect(texts.length).toBe(english.length);
          const same = texts.filter((t, i) => t === english[i] && /[a-z]{4}/i.test(t));
          expect(same.length / texts.length).toBeLessThan(0.2);
        }
      }
    });
  });
}
