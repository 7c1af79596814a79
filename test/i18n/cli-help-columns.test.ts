// `sudoku help` lines its summaries up in one column in every script: a Japanese usage line is
// padded by the columns a terminal draws (two per ideograph or kana), a usage line too long for
// the column puts its summary on the next line, and --lang may come before the command's name.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli.ts';
import { displayWidth, twoColumns } from '../../src/cli/columns.ts';
import { msg, renderText } from '../../src/i18n/text.ts';
import { runSudoku } from './cli-run.ts';

/** The column each summary starts at, as a terminal draws the line. */
function summaryColumns(lines: readonly string[], summaries: readonly string[]): number[] {
  return summaries.map((summary) => {
    const line = lines.find((l) => l.endsWith(` ${summary}`));
    return line === undefined ? -1 : displayWidth(line.slice(0, line.length - summary.length));
  });
}

describe('sudoku help columns', () => {
  it('counts two columns for kana, ideographs and full-width forms, none for combining marks', () => {
    expect(displayWidth('sudoku')).toBe(6);
    expect(displayWidth('ファイル')).toBe(8);
    expect(displayWidth('問題（1 行）')).toBe(12);
    expect(displayWidth('e\u0301')).toBe(1);
    expect(displayWidth('résoudre')).toBe(8);
  });

  it('puts every summary in the same column in Japanese as in English', async () => {
    for (const lang of ['en', 'ja', 'fr'] as const) {
      const help = await runSudoku(['help', '--lang', lang]);
      expect(help.status).toBe(0);
      const summaries = COMMANDS.map((c) => renderText(msg(c.summary), lang));
      expect(summaryColumns(help.out, summaries), lang).toEqual(summaries.map(() => 51));
    }
  });

  it('takes --lang before the command name as after it', async () => {
    const before = await runSudoku(['--lang', 'ja', 'help']);
    const after = await runSudoku(['help', '--lang', 'ja']);
    expect(before.status).toBe(0);
    expect(before.out).toEqual(after.out);
    expect(before.out[0]).toBe('使い方：');
    expect((await runSudoku(['--lang=fr', 'help'])).out[0]).toBe('usage :');
  });

  it('lays any pair of texts out in two columns that a terminal lines up', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        fc.string({ maxLength: 20 }),
        (left, right) => {
          const lines = twoColumns(left, right, 51);
          const last = lines.at(-1)!;
          expect(last.endsWith(right)).toBe(true);
          expect(displayWidth(last.slice(0, last.length - right.length))).toBe(
            lines.length === 1 ? Math.max(51, displayWidth(left)) : 51,
          );
          expect(lines[0]!.startsWith(left)).toBe(true);
        },
      ),
    );
  });
});
