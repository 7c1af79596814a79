// Colours of the board picture. Given, entry and revealed digits differ in weight and shape
// (bold upright, regular upright, italic) as well as hue, and the hint colours sit on the
// blue-amber axis that colour-blind readers tell apart; eliminations are also struck through.

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
  house: '#212a38',
  pattern: '#213b66',
  target: '#4d3d0c',
  targetLine: '#f2b52b',
  lastMove: '#1f3150',
  lastMoveLine: '#7fb2ff',
  elimination: '#ff9088',
  emphasis: '#5b9cff',
  emphasisText: '#0d1117',
  unsure: '#ef7ee0',
  badge: '#23804a',
  badgeText: '#ffffff',
};

/** The palette of a theme. */
export function themeColours(name: ThemeName): Theme {
  return name === 'dark' ? DARK : LIGHT;
}
