// Languages through discord.js against the fake Discord API: a server whose language is French
// gets its shared board in French whatever each member's own language; what only one member sees
// (a hint, help) comes in that member's own Discord language (`locale`), here Japanese.

import { describe, expect, it } from 'vitest';
import { onlySeen } from './harness.ts';
import { slash, sub } from './payloads.ts';
import { useRealCoreHarness } from './use-harness.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const { h } = useRealCoreHarness();

/** An interaction from a member whose Discord is in `locale`, on a server in `guild`. */
function speaking(payload: Json, locale: string, guild = 'fr'): Json {
  payload.locale = locale;
  payload.guild_locale = guild;
  return payload;
}

function labels(body: Json): string[] {
  return (body.components ?? []).flatMap((row: Json) =>
    (row.components ?? []).map((c: Json) => c.label ?? c.placeholder),
  );
}

describe('languages on Discord', () => {
  it('shows a French server its daily board in French, with French buttons and alt text', async () => {
    const seen = onlySeen(await h.run(speaking(slash('sudoku', sub('today')), 'ja')));
    expect(seen.body.content).toMatch(/^\*\*Grille du jour n° 73 · Difficile · vendredi\*\*/);
    expect(seen.body.content).toContain('la grille du jour est lancée');
    expect(labels(seen.body)).toEqual(expect.arrayContaining(['Indice', 'Annuler', 'Notes']));
    expect(seen.body.attachments[0].description).toContain('Grille du jour n° 73');
  });

  it('plays a Japanese member’s DM board in Japanese, its picture title and alt text too', async () => {
    const seen = onlySeen(await h.run(speaking(slash('sudoku', sub('today'), { dm: true }), 'ja')));
    expect(seen.body.content).toMatch(
      /^\*\*今日の問題 #73 · むずかしい · 金曜日\*\*：今日の問題が始まりました！/,
    );
    expect(labels(seen.body)).toEqual(expect.arrayContaining(['ヒント', '取り消す', 'メモ']));
    // The picture draws its title from glyph outlines that include the Japanese picture words;
    // its alt text (for a screen reader) speaks Japanese, title included.
    expect(seen.body.attachments[0].description).toMatch(
      /^数独の盤面：今日の問題 #73 · むずかしい · 金曜日。9×9、レベル むずかしい。/,
    );
    expect(seen.body.attachments[0].description).toContain('（最初の数字 28、記入 0）');
    expect(seen.request.files[0]!.data.length).toBeGreaterThan(5000);
  });

  it('shows a whole help page in French, past Discord’s 2,000 characters of content', async () => {
    const seen = onlySeen(await h.run(speaking(slash('sudoku', sub('help')), 'fr')));
    expect(seen.body.content).toBe('**Commandes Sudoku**');
    const page = seen.body.embeds[0].description as string;
    // The help page's last lines (language, time zone) are there and nothing was cut.
    expect(page).toContain('/sudoku timezone');
    expect(page.endsWith('…')).toBe(false);
    expect(page.length).toBeGreaterThan(2000);
  });

  it('answers a Japanese member privately in Japanese', async () => {
    const seen = onlySeen(await h.run(speaking(slash('hint'), 'ja')));
    expect(seen.ephemeral).toBe(true);
    expect(seen.body.content).toMatch(/^\*\*ヒント：\*\*/);
    expect(seen.body.content).toContain('もう一度');
  });

  it('falls back to the server language, then English, for a language it does not speak', async () => {
    const seen = onlySeen(await h.run(speaking(slash('hint'), 'ko')));
    expect(seen.body.content).toMatch(/^\*\*Indice \(plus\) :\*\*/);
    const english = onlySeen(await h.run(speaking(slash('hint'), 'ko', 'ko')));
    expect(english.body.content).toMatch(/^\*\*Hint/);
  });
});
