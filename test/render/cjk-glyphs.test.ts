// Japanese in pictures: every character the shipped catalogs can put in a picture (titles, their
// level, variant and date words, the badge) has an outline, so a Japanese title is drawn in
// Japanese rather than replaced by English or `?`. When this fails after a catalog change, run
// `npx tsx scripts/build-cjk-glyphs.ts` (needs Debian's fonts-noto-cjk) and commit the asset.

import { describe, expect, it } from 'vitest';
import { localiseView } from '../../src/bot/localise.ts';
import { CATALOGS } from '../../src/i18n/catalogs/index.ts';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.ts';
import { drawnInPictures, pictureDateWords } from '../../src/i18n/picture-words.ts';
import { msg } from '../../src/i18n/text.ts';
import { drawableText, glyphShape } from '../../src/render/glyphs.ts';
import { renderBoard } from '../../src/render/index.ts';
import { countDifferentPixels, decodePng } from './pixels.ts';
import { sampleViews } from './sample-views.ts';

const TITLE_ROLE = { style: 'semibold', capHeight: 17 } as const;
/** A character's outline without its cache key (which names the character). */
const outline = (ch: string) => ({ ...glyphShape(TITLE_ROLE, ch), key: '' });

describe('Japanese in pictures', () => {
  it.each(SHIPPED_LOCALES)('has an outline for every picture word of %s', (locale) => {
    const catalog = CATALOGS[locale] ?? {};
    const texts = [
      ...Object.entries(catalog)
        .filter(([key]) => drawnInPictures(key))
        .map(([key, text]) => [key, text] as const),
      ...pictureDateWords(locale).map((word) => ['date', word] as const),
    ];
    expect(texts.length).toBeGreaterThan(10);
    const missing = texts.filter(
      ([, text]) => !drawableText(text) || !drawableText(text, 'medium'),
    );
    expect(missing).toEqual([]);
  });

  it('draws Japanese characters with their own outlines, not the `?` of a missing one', () => {
    const question = outline('?');
    const seen = new Set<string>();
    for (const ch of '今日の問題数独金曜日むずかしい') {
      expect(outline(ch), ch).not.toEqual(question);
      seen.add(JSON.stringify(outline(ch)));
    }
    expect(seen.size).toBe(new Set('今日の問題数独金曜日むずかしい').size);
    // A character no shipped picture says still falls back to `?` (and is not drawable).
    expect(outline('鬱')).toEqual(question);
    expect(drawableText('鬱')).toBe(false);
  });

  it('keeps a Japanese title in Japanese and draws it', async () => {
    const base = sampleViews()['plain'] ?? Object.values(sampleViews())[0]!;
    const title = msg('title.puzzle', { level: msg('level.hard') });
    const japanese = localiseView({ ...base, title }, 'ja');
    expect(japanese.locale).toBe('ja');
    expect(japanese.title).toBe('むずかしい の問題');
    // The same title with each Japanese character drawn as `?` (what the old outlines drew).
    const unknown = { ...japanese, title: japanese.title!.replace(/[^\x20-\x7e]/g, '?') };
    const [drawn, questionMarks] = await Promise.all(
      [japanese, unknown].map(async (view) => decodePng(await renderBoard(view))),
    );
    expect(countDifferentPixels(drawn!, questionMarks!, 40)).toBeGreaterThan(200);
  });
});
