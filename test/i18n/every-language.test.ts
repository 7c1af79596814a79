// The scripted playground session in every shipped language: every reply comes from that
// language's catalog (no message missing or broken, none falling back to English), says no
// catalog key or pseudo-locale wrapper, and the session reaches the same steps in each.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebMessage } from '../../adapters/web/history.ts';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.ts';
import { CATALOGS } from '../../src/i18n/catalogs/index.ts';
import { translator } from '../../src/i18n/translate.ts';
import { createRenderer } from '../../src/render/index.ts';
import { playgroundSession } from './playground-session.ts';

const problems: string[] = [];
beforeAll(() =>
  translator.setLog((problem, { locale, key }) => problems.push(`${problem} ${locale} ${key}`)),
);
afterAll(() => translator.setLog(() => undefined));

/** What a session showed: the bot's texts, button labels and alt texts. */
async function session(locale: string): Promise<string[]> {
  const texts: string[] = [];
  await playgroundSession(
    locale,
    (m: WebMessage) => {
      if (m.image?.alt) texts.push(m.image.alt);
      if (!m.author.bot) return;
      texts.push(m.text, ...(m.actions ?? []).map((a) => a.label));
    },
    createRenderer(),
  );
  return texts;
}

const KEYS = new Set(Object.keys(CATALOGS.en ?? {}));

describe('the playground session in every shipped language', () => {
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
