// The words a board picture draws, as opposed to the words of a message: the title line (level,
// variant, date, clock) and the badge. The picture draws text from stored glyph outlines
// (src/render/glyphs.ts), so every character these can produce in a shipped language must be
// in the outlines; scripts/build-cjk-glyphs.ts collects the Japanese ones from here, and
// test/render/cjk-glyphs.test.ts checks that none is missing.

/** Catalog keys whose messages end up in a picture: a title and its parts (by prefix), the badge. */
const PICTURE_KEY_PREFIXES = ['title.', 'level.', 'variant.'] as const;
const PICTURE_KEYS = new Set(['alt.solved', 'solve.solution']);

/** Whether the message of catalog key `key` is drawn in pictures (see src/render/board-scene.ts). */
export function drawnInPictures(key: string): boolean {
  return PICTURE_KEYS.has(key) || PICTURE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** Words a picture's dates can bring in `locale`: weekday and month names, as titles format them. */
export function pictureDateWords(locale: string): string[] {
  const words: string[] = [];
  const formats: Intl.DateTimeFormatOptions[] = [
    { weekday: 'long', timeZone: 'UTC' },
    { weekday: 'short', timeZone: 'UTC' },
    { day: 'numeric', month: 'long', timeZone: 'UTC' },
    { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  ];
  for (const options of formats) {
    const format = new Intl.DateTimeFormat(locale, options);
    // Every weekday (a week from a Sunday) and every month.
    for (let day = 0; day < 7; day++) words.push(format.format(Date.UTC(2026, 10, 22 + day)));
    for (let month = 0; month < 12; month++) words.push(format.format(Date.UTC(2026, month, 28)));
  }
  return words;
}
