// Regenerates assets/glyphs/noto-cjk-glyphs.json: outlines of the Japanese characters that board
// pictures draw (titles: level, variant, weekday; the badge), from Noto Sans CJK JP (SIL OFL
// 1.1), at Inter's scale so the renderer draws them beside Inter's Latin letters. Only the
// characters the Japanese catalog puts in pictures are kept (a whole CJK font is 20 MB);
// test/render/cjk-glyphs.test.ts fails when a picture string has one that is missing, and then
// this script is run again.
//
// Usage: apt-get install fonts-noto-cjk && npx tsx scripts/build-cjk-glyphs.ts [FONT_DIR]
// (FONT_DIR defaults to Debian's /usr/share/fonts/opentype/noto.)

import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import opentype from 'opentype.js';
import { CATALOGS } from '../src/i18n/catalogs/index.ts';
import { drawnInPictures, pictureDateWords } from '../src/i18n/picture-words.ts';
import { glyphEntry, type GlyphEntry } from './glyph-outline.ts';

const FONT_DIR = process.argv[2] ?? '/usr/share/fonts/opentype/noto';
const LICENSE_SOURCE = '/usr/share/doc/fonts-noto-cjk/copyright';
const OUT_DIR = resolve(import.meta.dirname, '../assets/glyphs');
const INTER = join(OUT_DIR, 'inter-glyphs.json');

/** The renderer's text styles and the Noto weight drawn for each (it ships Regular and Bold). */
const STYLES = [
  { style: 'medium', file: 'NotoSansCJK-Regular.ttc' },
  { style: 'semibold', file: 'NotoSansCJK-Bold.ttc' },
] as const;

/**
 * One font of a collection (.ttc) as a font file of its own: its table directory with the
 * tables it points at copied after it (opentype.js reads single fonts only).
 */
function fontFromCollection(file: Buffer, index: number): ArrayBuffer {
  if (file.toString('latin1', 0, 4) !== 'ttcf') throw new Error('not a font collection');
  const at = file.readUInt32BE(12 + 4 * index);
  const numTables = file.readUInt16BE(at + 4);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const record = at + 12 + 16 * i;
    return {
      tag: file.toString('latin1', record, record + 4),
      checksum: file.readUInt32BE(record + 4),
      offset: file.readUInt32BE(record + 8),
      length: file.readUInt32BE(record + 12),
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + 16 * numTables;
  const out = Buffer.alloc(headerSize + tables.reduce((n, t) => n + padded(t.length), 0));
  file.copy(out, 0, at, at + 12);
  let position = headerSize;
  tables.forEach((t, i) => {
    const record = 12 + 16 * i;
    out.write(t.tag, record, 'latin1');
    out.writeUInt32BE(t.checksum, record + 4);
    out.writeUInt32BE(position, record + 8);
    out.writeUInt32BE(t.length, record + 12);
    file.copy(out, position, t.offset, t.offset + t.length);
    position += padded(t.length);
  });
  return out.buffer.slice(out.byteOffset, out.byteOffset + out.length);
}

/** The Japanese face of a CJK collection. */
function japaneseFace(path: string): opentype.Font {
  const file = readFileSync(path);
  const count = file.readUInt32BE(8);
  for (let i = 0; i < count; i++) {
    const font = opentype.parse(fontFromCollection(file, i));
    if (/ JP\b/.test(font.names.fullName.en)) return font;
  }
  throw new Error(`${path} has no Japanese face`);
}

/** Characters of the Japanese picture strings that Inter does not have. */
function charactersNeeded(inter: { styles: { semibold: { glyphs: object } } }): string[] {
  const ja = CATALOGS.ja ?? {};
  const texts = [
    ...Object.entries(ja)
      .filter(([key]) => drawnInPictures(key))
      .map(([, text]) => text),
    ...pictureDateWords('ja'),
  ];
  const chars = new Set<string>();
  for (const text of texts) {
    // ICU argument names and syntax are ASCII, which Inter has: only the literal text matters.
    for (const ch of text) if (!(ch in inter.styles.semibold.glyphs) && ch.trim()) chars.add(ch);
  }
  return [...chars].sort();
}

function main(): void {
  if (!existsSync(FONT_DIR)) {
    console.error(`build-cjk-glyphs: no font folder ${FONT_DIR} (apt-get install fonts-noto-cjk)`);
    process.exit(2);
  }
  const inter = JSON.parse(readFileSync(INTER, 'utf8'));
  const chars = charactersNeeded(inter);
  const styles: Record<string, { glyphs: Record<string, GlyphEntry>; kerning: object }> = {};
  for (const spec of STYLES) {
    const font = japaneseFace(join(FONT_DIR, spec.file));
    const glyphs: Record<string, GlyphEntry> = {};
    for (const ch of chars) {
      const glyph = font.charToGlyph(ch);
      if (glyph.index === 0) throw new Error(`${spec.file} has no glyph for '${ch}'`);
      glyphs[ch] = glyphEntry(glyph, font.unitsPerEm, inter.unitsPerEm);
    }
    styles[spec.style] = { glyphs, kerning: {} };
  }
  const asset = {
    source:
      'Noto Sans CJK JP (Debian fonts-noto-cjk), SIL Open Font License 1.1; see LICENSE-NotoCJK.txt',
    generator: 'scripts/build-cjk-glyphs.ts',
    unitsPerEm: inter.unitsPerEm,
    styles,
  };
  writeFileSync(join(OUT_DIR, 'noto-cjk-glyphs.json'), JSON.stringify(asset) + '\n');
  if (existsSync(LICENSE_SOURCE))
    copyFileSync(LICENSE_SOURCE, join(OUT_DIR, 'LICENSE-NotoCJK.txt'));
  console.log(`build-cjk-glyphs: wrote ${chars.length} characters in ${STYLES.length} styles`);
}

main();
