// Colours of the board picture. Given, entry and revealed digits differ in weight and shape
// (bold upright, regular upright, italic) as well as hue, and the hint colours sit on the
// blue-amber axis that colour-blind readers tell apart; every hint mark also differs in shape:
// eliminations are struck through, placements are large digits, a chain's false candidates
// are ringed and its true ones on discs, weak links dashed, cover lines dashed, an ALS's three
// sets outlined solid, dashed and dotted.

export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

export interface Theme {
  readonly page: string;
  readonly cell: string;
  readonly solvedCell: string;
  /** Extra houses of the variant: Sudoku X diagonals, windoku windows. */
  readonly variantCell: string;
  readonly thinLine: string;
  readonly boxLine: string;
  readonly solvedLine: string;
  readonly label: string;
  readonly title: string;
  readonly given: string;
  readonly entry: string;
  readonly revealed: string;
  readonly note: string;
  readonly house: string;
  readonly pattern: string;
  readonly target: string;
  readonly targetLine: string;
  readonly lastMove: string;
  readonly lastMoveLine: string;
  readonly elimination: string;
  readonly emphasis: string;
  readonly emphasisText: string;
  /** A digit a hint places. */
  readonly placement: string;
  /** Digits a route places before its last step, their cells' fill and their step numbers. */
  readonly route: string;
  readonly routeCell: string;
  /** The cells of an ALS hint's sets (first, second, third) and their outlines. */
  readonly setFills: readonly string[];
  readonly setLines: readonly string[];
  /** Rings around the digits that rule out a single's other cells, and their lines of sight. */
  readonly source: string;
  /** Fin cells of a finned fish. */
  readonly fin: string;
  /** A fish's base lines (solid) and cover lines (dashed). */
  readonly baseLine: string;
  readonly coverLine: string;
  /** Links of a chain (strong solid, weak dashed). */
  readonly link: string;
  readonly unsure: string;
  readonly badge: string;
  readonly badgeText: string;
}

const LIGHT: Theme = {
  page: '#ffffff',
  cell: '#ffffff',
  solvedCell: '#effaf3',
  variantCell: '#efeafb',
  thinLine: '#c9ced8',
  boxLine: '#1f2633',
  solvedLine: '#17663a',
  label: '#646e7e',
  title: '#1f2633',
  given: '#151b26',
  entry: '#1a56c8',
  revealed: '#a9420b',
  note: '#4f5a6a',
  house: '#edf2fa',
  pattern: '#d6e5fc',
  target: '#ffe7a3',
  targetLine: '#d08a00',
  lastMove: '#e3edfd',
  lastMoveLine: '#1a56c8',
  elimination: '#c0231a',
  emphasis: '#1a56c8',
  emphasisText: '#ffffff',
  placement: '#116b32',
  route: '#0b6f86',
  routeCell: '#e3f4f7',
  setFills: ['#d6e5fc', '#fbe3c4', '#e9ddf7'],
  setLines: ['#1a56c8', '#a35f00', '#7b3fc4'],
  source: '#7b3fc4',
  fin: '#f8dff4',
  baseLine: '#1a56c8',
  coverLine: '#b26a00',
  link: '#d9480f',
  unsure: '#b5179e',
  badge: '#17803d',
  badgeText: '#ffffff',
};

const DARK: Theme = {
  page: '#12161d',
  cell: '#1a2029',
  solvedCell: '#16291f',
  variantCell: '#2a2544',
  thinLine: '#363e4b',
  boxLine: '#aab3c2',
  solvedLine: '#4fc27c',
  label: '#8792a3',
  title: '#e9edf3',
  given: '#eef1f6',
  entry: '#7fb2ff',
  revealed: '#ffae6b',
  note: '#a3adbb',
  house: '#253045',
  pattern: '#213b66',
  target: '#4d3d0c',
  targetLine: '#f2b52b',
  lastMove: '#1f3150',
  lastMoveLine: '#7fb2ff',
  elimination: '#ff9088',
  emphasis: '#84b8ff',
  emphasisText: '#0d1117',
  placement: '#6fdc8c',
  route: '#5fd3ea',
  routeCell: '#17333b',
  setFills: ['#213b66', '#4a3414', '#3a2a55'],
  setLines: ['#7fb2ff', '#f2b52b', '#c29bff'],
  source: '#c29bff',
  fin: '#3f2745',
  baseLine: '#7fb2ff',
  coverLine: '#f2b52b',
  link: '#ff9a4d',
  unsure: '#ef7ee0',
  badge: '#23804a',
  badgeText: '#ffffff',
};

/** The palette of a theme. */
export function themeColours(name: ThemeName): Theme {
  return name === 'dark' ? DARK : LIGHT;
}
