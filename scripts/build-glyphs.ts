// Regenerates assets/glyphs/inter-glyphs.json: the outlines of the characters the board renderer
// draws, taken once from the Inter font (SIL OFL 1.1) so that rendering never consults the
// machine's fonts and the same board gives the same pixels everywhere.
//
// Usage: apt-get install fonts-inter && npx tsx scripts/build-glyphs.ts [FONT_DIR]
// (FONT_DIR defaults to Debian's /usr/share/fonts/opentype/inter.)

import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import opentype from 'opentype.js';
import { glyphEntry, type GlyphEntry } from './glyph-outline.ts';

const FONT_DIR = process.argv[2] ?? '/usr/share/fonts/opentype/inter';
const LICENSE_SOURCE = '/usr/share/doc/fonts-inter/copyright';
const OUT_DIR = resolve(import.meta.dirname, '../assets/glyphs');

const DIGITS = '0123456789ABCDEFG';
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
// Latin-1 letters and marks for the picture titles of French, German, Spanish and Portuguese.
const LATIN1 = 'ÀÁÂÃÄÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜàáâãäçèéêëìíîïñòóôõöùúûüßœŒ°ºª¡¿’';
const TEXT = ASCII + '·–—…✓×' + LATIN1;

/** Which font file each renderer style comes from, and which characters it needs. */
const STYLES = [
  { style: 'bold', file: 'Inter-Bold.otf', chars: DIGITS, kerning: false },
  { style: 'regular', file: 'Inter-Regular.otf', chars: DIGITS, kerning: false },
  { style: 'italic', file: 'Inter-MediumItalic.otf', chars: DIGITS, kerning: false },
  { style: 'medium', file: 'Inter-Medium.otf', chars: TEXT, kerning: true },
  { style: 'semibold', file: 'Inter-SemiBold.otf', chars: TEXT, kerning: true },
] as const;

function main(): void {
  if (!existsSync(FONT_DIR)) {
    console.error(`build-glyphs: no font folder ${FONT_DIR} (apt-get install fonts-inter)`);
    process.exit(2);
  }
  let metrics: { unitsPerEm: number; capHeight: number; ascender: number; descender: number };
  const styles: Record<
    string,
    { glyphs: Record<string, GlyphEntry>; kerning: Record<string, number> }
  > = {};
  for (const spec of STYLES) {
    const font = opentype.loadSync(join(FONT_DIR, spec.file));
    const os2 = font.tables.os2 as unknown as { sCapHeight: number };
    metrics = {
      unitsPerEm: font.unitsPerEm,
      capHeight: os2.sCapHeight,
      ascender: font.ascender,
      descender: font.descender,
    };
    const glyphs: Record<string, GlyphEntry> = {};
    for (const ch of spec.chars) {
      const glyph = font.charToGlyph(ch);
      if (glyph.index === 0) throw new Error(`${spec.file} has no glyph for '${ch}'`);
      glyphs[ch] = glyphEntry(glyph, font.unitsPerEm);
    }
    const kerning: Record<string, number> = {};
    if (spec.kerning) {
      for (const a of spec.chars) {
        for (const b of spec.chars) {
          const k = font.getKerningValue(font.charToGlyph(a), font.charToGlyph(b));
          if (k !== 0) kerning[a + b] = Math.round(k);
        }
      }
    }
    styles[spec.style] = { glyphs, kerning };
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const asset = {
    source:
      'Inter 4.0 beta7 (Debian fonts-inter), SIL Open Font License 1.1; see LICENSE-Inter.txt',
    generator: 'scripts/build-glyphs.ts',
    ...metrics!,
    styles,
  };
  writeFileSync(join(OUT_DIR, 'inter-glyphs.json'), JSON.stringify(asset) + '\n');
  if (existsSync(LICENSE_SOURCE)) copyFileSync(LICENSE_SOURCE, join(OUT_DIR, 'LICENSE-Inter.txt'));
  const count = Object.values(styles).reduce((n, s) => n + Object.keys(s.glyphs).length, 0);
  console.log(`build-glyphs: wrote ${count} glyphs in ${STYLES.length} styles to ${OUT_DIR}`);
}

main();
