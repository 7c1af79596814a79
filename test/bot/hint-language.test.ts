// Hints and refusals through the core in the reader's language: a player who chose French gets
// the hint's own words in French at each level (not only its title), a Japanese platform locale
// gets them in Japanese, the hint workers' answer (facts, no engine objects) is said the same
// way, and a typed command refused is said in the language the player chose.

import { describe, expect, it } from 'vitest';
import { hint, hintForCell } from '../../src/engine/logic/index.ts';
import type { HintService } from '../../src/bot/services.ts';
import { slimAnswer } from '../../src/work/hint-wire.ts';
import { BOB, DM, harness, only } from './harness.ts';

/** Hints as the hint workers answer them: only what crosses the thread boundary. */
const workerHints: HintService = {
  hint: (board, level) => {
    const found = hint(board, level);
    return found.ok ? { ok: true, value: slimAnswer(found.value) } : found;
  },
  hintForCell: (board, cell, level) => {
    const found = hintForCell(board, cell, level);
    return found.ok ? { ok: true, value: slimAnswer(found.value) } : found;
  },
};

describe('hints in the reader’s language', () => {
  for (const [label, hints] of [
    ['in process', undefined],
    ['from the hint workers', workerHints],
  ] as const) {
    it(`say each level in French to a player who chose it (${label})`, async () => {
      const h = harness(hints ? { hints } : {});
      await h.send('language fr', BOB, DM);
      await h.send('new easy', BOB, DM);
      const texts: string[] = [];
      for (let i = 0; i < 3; i++) texts.push(only(await h.send('hint', BOB, DM)).text);
      expect(texts[0]).toMatch(
        /^\*Indice :\* (Regardez .* : il y a |Cherchez une case qui n’a plus qu’un candidat).* Retapez `hint` pour en savoir plus\.$/,
      );
      expect(texts[1]).toMatch(/^\*Indice \(plus\) :\* /);
      expect(texts[2]).toMatch(/^\*Indice \(étape complète\) :\* .*(vaut|retir)/);
      for (const text of texts) expect(text).not.toMatch(/\b(Look|there is|can only|fits only)\b/);
    });
  }

  it('say a cell hint in Japanese to a player whose platform is Japanese', async () => {
    const h = harness({ hints: workerHints });
    await h.send('new easy', BOB, DM);
    const [reply] = await h.bot.handleText({
      conversation: DM,
      user: BOB,
      text: 'hint r9c9',
      locale: 'ja',
    });
    expect(reply!.text).toMatch(/^\*r9c9 のヒント|^\*ヒント/);
    expect(reply!.text).toMatch(/(手です|埋められます|を見てください)/);
  });
});

describe('a refused command', () => {
  it('is said in the language the player chose, over their platform’s', async () => {
    const h = harness();
    await h.send('language de', BOB, DM);
    const [reply] = await h.bot.handleText({
      conversation: DM,
      user: BOB,
      text: 'r3c5 x',
      locale: 'ja',
    });
    expect(reply!.text).toBe(
      "'x' ist keine Ziffer: Nimm 1 bis 9 (1 bis 16, oder A bis G für 10 bis 16, auf einem großen Brett), z. B. `r3c5 7`.",
    );
    const [japanese] = await h.bot.handleText({
      conversation: DM,
      user: { id: 'u-kei', name: 'Kei', canManage: false },
      text: 'schedule soon',
      locale: 'ja',
    });
    expect(japanese!.text).toBe(
      "'soon' は時刻ではありません。`schedule 09:00` や `schedule 07:30 hard` と入力してください（HH:MM、24 時間表記）。",
    );
  });
});
