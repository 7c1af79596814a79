// Readability in both themes: every kind of text on every background it can sit on keeps a
// WCAG contrast of at least 4.5:1 (the level for normal-size text).

import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/index.ts';
import { THEMES, themeColours, type Theme } from '../../src/render/theme.ts';
import { themeOfPicture } from '../support/theme-pixels.ts';
import { countDifferentPixels, decodePng } from './pixels.ts';
import { sampleViews } from './sample-views.ts';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The theme's single colours (not its lists of set colours). */
type Colour = { [K in keyof Theme]: Theme[K] extends string ? K : never }[keyof Theme];

const CELL_GROUNDS: Colour[] = [
  'cell',
  'solvedCell',
  'variantCell',
  'house',
  'pattern',
  'target',
  'lastMove',
  'fin',
];
/** Where hint marks are drawn: plain cells and the hint's own fills. */
const HINT_GROUNDS: Colour[] = ['cell', 'house', 'pattern', 'target', 'fin'];
const PAIRS: [Colour, Colour[]][] = [
  ['given', CELL_GROUNDS],
  ['entry', CELL_GROUNDS],
  ['revealed', CELL_GROUNDS],
  ['note', CELL_GROUNDS],
  ['elimination', CELL_GROUNDS],
  ['emphasisText', ['emphasis']],
  // A placed digit, and a ringed candidate of a chain, are text on the hint's grounds.
  ['placement', HINT_GROUNDS],
  ['emphasis', HINT_GROUNDS],
  // A digit a route places before its last step, on its own fill or a house's; its step number
  // is written in the cell colour on a disc of the route's.
  ['route', ['routeCell', 'cell', 'house']],
  ['cell', ['route']],
  ['elimination', ['routeCell']],
  ['label', ['page']],
  ['title', ['page']],
  ['badgeText', ['badge']],
  // The "Solution" pill: page-coloured text on the revealed colour.
  ['page', ['revealed']],
];

describe.each(THEMES)('the %s theme', (name) => {
  const theme = themeColours(name);
  it.each(PAIRS)('%s text stays readable on its backgrounds', (text, grounds) => {
    for (const ground of grounds) {
      expect(contrast(theme[text], theme[ground]), `${text} on ${ground}`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  // Lines and rings are graphics: WCAG asks 3:1 of them against what they cross.
  it.each(['source', 'baseLine', 'coverLine', 'link', 'elimination'] as const)(
    '%s marks stand out from the cells they cross',
    (mark) => {
      for (const ground of HINT_GROUNDS) {
        expect(contrast(theme[mark], theme[ground]), `${mark} on ${ground}`).toBeGreaterThanOrEqual(
          3,
        );
      }
    },
  );

  // Their shapes differ (a large digit, a struck small one); their hues differ too.
  it('gives placements and eliminations far apart colours', () => {
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const [a, b] = [rgb(theme.placement), rgb(theme.elimination)];
    expect(Math.hypot(...a.map((v, i) => v - b[i]!))).toBeGreaterThan(150);
  });

  // An ALS's sets: candidates, links and strikes on each set's fill; each set's outline on it.
  it('keeps the marks of an ALS readable on each set, and tells the sets apart', () => {
    theme.setFills.forEach((fill, i) => {
      for (const text of ['note', 'emphasis', 'elimination', 'given'] as const) {
        expect(contrast(theme[text], fill), `${text} on set ${i + 1}`).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(theme.link, fill), `link on set ${i + 1}`).toBeGreaterThanOrEqual(3);
      expect(contrast(theme.setLines[i]!, fill), `outline of set ${i + 1}`).toBeGreaterThanOrEqual(
        3,
      );
    });
    expect(new Set(theme.setFills).size).toBe(3);
    expect(new Set(theme.setLines).size).toBe(3);
  });

  it('tells given, entry and revealed digits apart by colour too', () => {
    expect(new Set([theme.given, theme.entry, theme.revealed]).size).toBe(3);
  });
});

// The caches of the compositor (grid rasters, sprites, title lines) are keyed by theme: the same
// board drawn light, dark and light again in one process gives each theme's own picture, every
// pixel of the second light one equal to the first.
describe('one board in both themes, caches warm', () => {
  it('never hands the light picture to a dark request, nor back', async () => {
    const renderer = createRenderer();
    for (const view of [sampleViews().notes!, sampleViews().hint!]) {
      const first = await renderer.render(view, { theme: 'light' });
      const dark = await renderer.render(view, { theme: 'dark' });
      const again = await renderer.render(view, { theme: 'light' });
      expect(await themeOfPicture(first)).toBe('light');
      expect(await themeOfPicture(dark)).toBe('dark');
      const [a, b, d] = await Promise.all([first, again, dark].map(decodePng));
      expect(countDifferentPixels(a!, b!, 0)).toBe(0);
      // Far more than the page differs: the cells, lines and digits are the dark theme's too.
      expect(countDifferentPixels(a!, d!, 40)).toBeGreaterThan((a!.width * a!.height) / 2);
    }
  });
});
