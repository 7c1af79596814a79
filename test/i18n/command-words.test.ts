// Typed commands in the player's language: each localised word runs the command it stands for,
// and every example the help of a language names is one the grammar reads.

import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/bot/grammar.ts';
import { CATALOGS } from '../../src/i18n/catalogs/index.ts';
import { COMMAND_WORDS } from '../../src/i18n/command-words.ts';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.ts';
import { help, HELP_TOPICS } from '../../src/bot/help.ts';
import { renderText } from '../../src/i18n/text.ts';

// The command kind each English verb gives with no arguments.
const KIND: Record<string, string> = {
  help: 'help',
  hint: 'hint',
  undo: 'undo',
  new: 'new',
  today: 'today',
  board: 'board',
  notes: 'notesAuto',
  solve: 'reveal',
  stats: 'stats',
  leaderboard: 'leaderboard',
  share: 'share',
  resume: 'resume',
  language: 'language',
  theme: 'theme',
  timezone: 'timezone',
};

describe('localised command words', () => {
  it('read as typed on a phone: curly apostrophes, full-width letters, capitals', () => {
    const kind = (text: string) => {
      const parsed = parseCommand(text);
      return parsed.ok ? parsed.value.kind : parsed.error.message;
    };
    expect(kind('aujourd’hui')).toBe('today');
    expect(kind('Aujourd\u02bchui')).toBe('today');
    expect(kind('ＨＩＮＴ')).toBe('hint');
    expect(kind('Indice')).toBe('hint');
  });

  for (const [locale, words] of Object.entries(COMMAND_WORDS)) {
    it(`${locale}: each word runs its command`, () => {
      for (const [word, verb] of Object.entries(words)) {
        const kind = KIND[verb];
        if (!kind) continue; // verbs that need arguments are checked through help's examples
        const parsed = parseCommand(word);
        expect(parsed.ok ? parsed.value.kind : parsed.error.message, word).toBe(kind);
      }
    });
  }

  it('help names, in each language, examples the grammar reads', () => {
    for (const locale of SHIPPED_LOCALES.filter((l) => l !== 'en')) {
      const line = CATALOGS[locale]?.['help.words'] ?? '';
      const spans = [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      expect(spans.length, locale).toBeGreaterThan(8);
      for (const span of spans) expect(parseCommand(span).ok, `${locale}: ${span}`).toBe(true);
    }
    expect(parseCommand('nouveau hard')).toEqual({
      ok: true,
      value: { kind: 'new', level: 'hard' },
    });
    expect(parseCommand('消す r3c5')).toMatchObject({ ok: true, value: { kind: 'clear' } });
  });

  it('help pages in French and Japanese name only commands the grammar reads', () => {
    for (const locale of ['fr', 'ja'] as const) {
      for (const topic of [undefined, ...HELP_TOPICS]) {
        for (const platform of ['discord', 'slack', 'web'] as const) {
          const text = renderText(help(topic, platform)[0]!.text, locale);
          expect(text).not.toMatch(/^\*Sudoku commands\*|^\*Moves\*/);
          for (const [, span] of text.matchAll(/`([^`]+)`/g)) {
            if (/^([.0_]|r\d+c\d+)$/.test(span!)) continue; // empty-cell symbols, cell names
            expect(parseCommand(span!).ok, `${locale} ${topic}: ${span}`).toBe(true);
          }
        }
      }
    }
  });
});
