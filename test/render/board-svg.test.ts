// The SVG the renderer builds: paths only (no <text>, so no font is ever looked up), one
// definition per glyph used, sizes per geometry, and the parts each view asks for.

import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../src/engine/geometry.ts';
import sharp from 'sharp';
import {
  altText,
  createRenderer,
  renderBoard,
  renderBoardSvg,
  type BoardView,
} from '../../src/render/index.ts';
import { boardLayout } from '../../src/render/layout.ts';
import { themeColours } from '../../src/render/theme.ts';
import { decodePng } from './pixels.ts';
import { sampleViews } from './sample-views.ts';

const views = sampleViews();

function size(svg: string): [number, number] {
  const m = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg);
  return [Number(m![1]), Number(m![2])];
}

describe('board SVG', () => {
  it('uses no <text> and no font anywhere', () => {
    for (const [name, view] of Object.entries(views)) {
      const svg = renderBoardSvg(view, { theme: 'dark' });
      expect(svg, name).not.toMatch(/<text|font-family|<tspan|@font-face/);
    }
  });

  it('draws the glyphs of one colour as one path, however many notes there are', () => {
    const svg = renderBoardSvg(views.hint!);
    const paths = svg.match(/<path /g) ?? [];
    // Grid lines, labels, givens, entries, notes, discs, strikes, title...: a handful.
    expect(paths.length).toBeLessThan(20);
    expect(svg).not.toMatch(/<use|<defs/);
  });

  it('is sharp on a phone at scale 1 and scales on request', () => {
    expect(size(renderBoardSvg(views.plain!))).toEqual([638, 684]);
    expect(size(renderBoardSvg(views.plain!, { scale: 2 }))).toEqual([1276, 1368]);
    const untitled: BoardView = { ...views.plain!, title: undefined };
    expect(size(renderBoardSvg(untitled))).toEqual([638, 638]);
    for (const name of ['mini4', 'six6', 'big16']) {
      const [w] = size(renderBoardSvg(views[name]!));
      expect(w, name).toBeGreaterThanOrEqual(440);
      expect(w, name).toBeLessThanOrEqual(760);
    }
  });

  it('draws thick borders where jigsaw regions meet, not on the regular box lines', () => {
    const thickPath = (svg: string) =>
      /<path d="([^"]*)" stroke="[^"]+" stroke-width="3"/.exec(svg)![1]!;
    const jigsaw = thickPath(renderBoardSvg(views.jigsaw9!));
    const classic = thickPath(renderBoardSvg(views.plain!));
    // Classic 9x9: two horizontal and two vertical box lines, each one unbroken stroke.
    expect(classic.split('M')).toHaveLength(5);
    expect(jigsaw).not.toBe(classic);
    expect(jigsaw.split('M').length).toBeGreaterThan(classic.split('M').length);
  });

  it('marks the solved state with a green badge and halo', () => {
    const badge = themeColours('light').badge;
    expect(renderBoardSvg(views.solved!)).toContain(`fill="${badge}"`);
    expect(renderBoardSvg(views.plain!)).not.toContain(`fill="${badge}"`);
  });

  it('labels a full board of revealed digits as the solution, but not a partial reveal', () => {
    const pill = `rx="15" fill="${themeColours('light').revealed}"`;
    const full = views.revealed!;
    expect(renderBoardSvg(full)).toContain(pill);
    const partial = full.revealed!.map((d, c) => (c < 40 ? d : 0));
    expect(renderBoardSvg({ ...full, revealed: partial })).not.toContain(pill);
    expect(renderBoardSvg({ ...full, solved: true })).not.toContain(pill);
  });

  it('gives given, entry and revealed digits their own colour and typeface style', () => {
    const theme = themeColours('light');
    const svg = renderBoardSvg(views.revealed!);
    for (const fill of [theme.given, theme.entry, theme.revealed]) {
      expect(svg).toContain(`<path fill="${fill}" d="M`);
    }
    const { given, entry, revealed } = boardLayout(9, true).roles;
    expect(new Set([given.style, entry.style, revealed.style]).size).toBe(3);
  });
});

describe('board PNG', () => {
  it('stays under 80 KB at the default size for every sample, themes included', async () => {
    for (const [name, view] of Object.entries(views)) {
      for (const theme of ['light', 'dark'] as const) {
        const png = await renderBoard(view, { theme });
        expect(png.length, `${name} ${theme}`).toBeLessThan(80 * 1024);
      }
    }
  });

  it('cuts a long title with an ellipsis inside the picture', async () => {
    const title = 'A very long title that goes on '.repeat(3);
    const png = await renderBoard({ ...views.plain!, title });
    const band = await sharp(png)
      .extract({ left: 623, top: 0, width: 15, height: 60 })
      .removeAlpha()
      .raw()
      .toBuffer();
    // The right margin of the title band stays page white: the title stopped in time.
    expect(band.every((v) => v === 255)).toBe(true);
    const plain = await renderBoard({ ...views.plain!, title: 'Short' });
    expect(Buffer.compare(png, plain)).not.toBe(0);
  });

  it('is what the Renderer port hands the bot: a PNG and the alt text', async () => {
    const renderer = createRenderer();
    const png = await renderer.render(views.notes!, { theme: 'dark', scale: 0.5 });
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
    expect((await sharp(png).metadata()).width).toBe(319);
    expect(renderer.altText(views.notes!)).toBe(altText(views.notes!));
  });

  it('has the pixel size of its SVG', async () => {
    const empty: BoardView = {
      geometry: classicGeometry(6),
      givens: new Uint8Array(36),
      entries: new Uint8Array(36),
    };
    const [w, h] = size(renderBoardSvg(empty, { scale: 0.5 }));
    const pixels = await decodePng(await renderBoard(empty, { scale: 0.5 }));
    expect([pixels.width, pixels.height]).toEqual([w, h]);
  });
});
