// Digits drawn from stroke skeletons with the shape choices newspapers differ in and fonts
// rarely cover: a 4 open or closed at the top, a 7 with or without a bar or a serif, a 1 with
// or without its flag and foot, 6 and 9 with a straight or a curved tail, a 2 with a curved or
// straight neck, a 3 with a round or flat top; any stroke width, condensed or expanded, upright
// or slanted. Used only to build the training set (scripts/build-digit-model.ts).

import type { Random } from '../../src/engine/random.ts';

/** One newspaper's digit style: the same choices for every digit of a grid. */
export interface StrokeStyle {
  readonly openFour: boolean;
  readonly barredSeven: boolean;
  readonly serifSeven: boolean;
  readonly flagOne: boolean;
  readonly footOne: boolean;
  readonly straightTails: boolean;
  readonly straightTwo: boolean;
  readonly flatThree: boolean;
  /** Stroke width in units of the 100-unit digit height. */
  readonly weight: number;
  /** Horizontal scale (below 1 condensed). */
  readonly stretch: number;
  /** Slant in degrees (negative leans right). */
  readonly slant: number;
  readonly roundCaps: boolean;
}

/** A random style. */
export function randomStrokeStyle(random: Random): StrokeStyle {
  const coin = (p: number) => random.next() < p;
  return {
    openFour: coin(0.4),
    barredSeven: coin(0.25),
    serifSeven: coin(0.25),
    flagOne: coin(0.8),
    footOne: coin(0.35),
    straightTails: coin(0.4),
    straightTwo: coin(0.4),
    flatThree: coin(0.25),
    weight: 6 + 12 * random.next(),
    stretch: 0.7 + 0.55 * random.next(),
    slant: coin(0.25) ? -12 * random.next() : 0,
    roundCaps: coin(0.5),
  };
}

// Skeletons in a 60 x 100 box (y down); each entry is SVG path data.
const SIX_CURVED =
  'M48 6C42 2 36 0 30 0C14 0 6 22 6 56C6 86 16 100 30 100C46 100 54 86 54 70C54 54 46 42 30 42C18 42 8 50 6 60';
const SIX_STRAIGHT = 'M44 0L9 60M30 44C45 44 54 56 54 72S45 100 30 100S6 88 6 72S15 44 30 44Z';

function skeleton(digit: number, style: StrokeStyle): string {
  switch (digit) {
    case 1:
      return [
        'M32 0V100',
        style.flagOne ? 'M32 0L12 18' : '',
        style.footOne ? 'M14 100H50' : '',
      ].join('');
    case 2:
      return style.straightTwo
        ? 'M6 22C6 8 17 0 30 0S54 8 54 24C54 36 46 44 6 100H56'
        : 'M6 22C6 8 17 0 30 0S54 8 54 24C54 46 22 64 6 100H56';
    case 3:
      return style.flatThree
        ? 'M8 0H52L26 42C44 42 56 54 56 72S44 100 28 100C16 100 8 94 4 86'
        : 'M6 14C12 4 20 0 30 0C44 0 52 10 52 24S42 46 24 46C44 46 56 56 56 72S44 100 28 100C16 100 8 94 4 86';
    case 4:
      return style.openFour ? 'M24 0L6 68H58M42 34V100' : 'M42 100V0L2 70H58';
    case 5:
      return 'M52 0H14L10 46C16 39 24 36 32 36C48 36 56 50 56 67S44 100 28 100C16 100 8 94 4 86';
    case 6:
      return style.straightTails ? SIX_STRAIGHT : SIX_CURVED;
    case 7:
      return [
        style.serifSeven ? 'M4 14V0H56' : 'M4 0H56',
        style.straightTails ? 'L22 100' : 'C42 28 30 62 26 100',
        style.barredSeven ? 'M18 52H50' : '',
      ].join('');
    case 8:
      return 'M30 46C18 46 10 37 10 24S18 0 30 0S50 11 50 24S42 46 30 46C14 46 5 58 5 73S16 100 30 100S55 88 55 73S46 46 30 46Z';
    case 9:
      return style.straightTails ? SIX_STRAIGHT : SIX_CURVED;
    default:
      throw new Error(`no skeleton for ${digit}`);
  }
}

/** SVG for `digit` centred at (x, y), `height` tall, in `color`. */
export function strokeDigitSvg(
  digit: number,
  style: StrokeStyle,
  x: number,
  y: number,
  height: number,
  color: string,
): string {
  const unit = height / 100;
  // 9 is a 6 turned half a turn, as in most hands and many faces.
  const turn = digit === 9 ? ' rotate(180 30 50)' : '';
  const transform = `translate(${x} ${y}) skewX(${style.slant}) scale(${unit * style.stretch} ${unit}) translate(-30 -50)${turn}`;
  const cap = style.roundCaps ? 'round' : 'butt';
  return `<path transform="${transform}" d="${skeleton(digit, style)}" fill="none" stroke="${color}" stroke-width="${style.weight}" stroke-linecap="${cap}" stroke-linejoin="round"/>`;
}
