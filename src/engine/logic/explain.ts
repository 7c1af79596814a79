// Steps in plain English: one or two sentences a player understands, naming cells (r3c5),
// houses (box 5) and digits. One explainer per technique family; a generic one for the rest.

import { classicGeometry, isSize, type Geometry } from '../geometry.ts';
import { explainChainStep } from './explain-chains.ts';
import { explainAlsXyWing } from './explain-als-chains.ts';
import { explainLoop } from './explain-loops.ts';
import { PATTERN_EXPLAINERS } from './explain-patterns.ts';
import { techniqueName } from './names.ts';
import type { Step } from './step.ts';
import { listOf, withArticle, wordsFor, type Words } from './words.ts';

export { techniqueName };

/**
 * One or two sentences explaining a step. Pass the board's geometry for variant boards;
 * by default the classic geometry of the step's size is used for house names.
 */
export function explain(step: Step, geometry?: Geometry): string {
  const g = geometry ?? (isSize(step.size) ? classicGeometry(step.size) : classicGeometry(9));
  const w = wordsFor(g);
  const explainer =
    EXPLAINERS[step.technique] ?? PATTERN_EXPLAINERS[step.technique] ?? familyExplainer(step);
  return explainer(step, w);
}

type Explainer = (step: Step, w: Words) => string;

function placed(step: Step, w: Words): string {
  return step.placements.map((p) => `${w.cell(p.cell)} is ${w.digit(p.digit)}`).join(', ');
}

const single = (step: Step, w: Words): { cell: string; digit: string; house: string } => ({
  cell: w.cell(step.placements[0]!.cell),
  digit: w.digit(step.placements[0]!.digit),
  house: step.houses.length ? w.house(step.houses[0]!) : '',
});

function explainLock(step: Step, w: Words): string {
  const d = w.digit(step.digits[0]!);
  const from = w.house(step.houses[0]!);
  const to = w.house(step.coverHouses![0]!);
  const why = `In ${from}, ${d} can only go in ${w.cells(step.cells)}, which all lie in ${to}`;
  const removed = step.because ?? step.eliminations;
  const cells = w.cells(removed.map((e) => e.cell));
  if (step.because && step.placements.length) {
    const p = step.placements[0]!;
    return `${why}, so ${d} can't be anywhere else in ${to} (not in ${cells}). That leaves ${w.cell(p.cell)} as the only place for ${d} in ${w.house(step.singleHouse!)}, so ${w.cell(p.cell)} is ${d}.`;
  }
  return `${why}, so ${d} can be removed from the rest of ${to}: ${cells}.`;
}

function explainNaked(step: Step, w: Words): string {
  const kind = step.technique.split('-')[1]!;
  return `In ${w.house(step.houses[0]!)}, the cells ${w.cells(step.cells)} hold only ${w.digits(step.digits)} between them (a naked ${kind}), so those digits must go there and can be removed from the other cells: ${w.removals(step.eliminations)}.`;
}

function explainHidden(step: Step, w: Words): string {
  const direct = step.technique.startsWith('direct-');
  const kind = step.technique.split('-').at(-1)!;
  const house = w.house(step.houses[0]!);
  const first = `In ${house}, ${w.digits(step.digits)} fit only in ${w.cells(step.cells)} (a hidden ${kind}), so those cells can hold no other digit`;
  const removed = step.because ?? step.eliminations;
  if (direct && step.placements.length) {
    const p = step.placements[0]!;
    return `${first}: ${w.removals(removed)} goes. Then ${w.digit(p.digit)} has only one place left in ${w.house(step.singleHouse!)}: ${w.cell(p.cell)} is ${w.digit(p.digit)}.`;
  }
  return `${first}: remove ${w.removals(removed)}.`;
}

function explainFish(step: Step, w: Words): string {
  const d = w.digit(step.digits[0]!);
  const base = w.houses(step.houses);
  const cover = w.houses(step.coverHouses ?? []);
  const name = techniqueName(step);
  const fins = step.extraCells ?? [];
  const core = `${name} on ${d}: in ${base}, ${d} fits only in ${cover}${fins.length ? ` (plus the fin${fins.length > 1 ? 's' : ''} ${w.cells(fins)})` : ''}`;
  if (fins.length) {
    return `${core}. Either the fish holds, and ${d} leaves the rest of ${cover}, or a fin is ${d}; both ways ${d} can be removed from cells that also see the fin: ${w.cells(step.eliminations.map((e) => e.cell))}.`;
  }
  return `${core}, so each of those houses gets its ${d} from those cells and ${d} can be removed from the rest of ${cover}: ${w.cells(step.eliminations.map((e) => e.cell))}.`;
}

function familyExplainer(step: Step): Explainer {
  if (step.chains?.length) return explainChainStep;
  return (s, w) => {
    const name = techniqueName(s);
    const parts: string[] = [];
    if (s.placements.length) parts.push(`${placed(s, w)}`);
    if (s.eliminations.length) parts.push(`remove ${w.removals(s.eliminations)}`);
    const where = s.cells.length ? ` using ${w.cells(s.cells)}` : '';
    return `${name}${where}: ${listOf(parts)}.`;
  };
}

const EXPLAINERS: Partial<Record<string, Explainer>> = {
  'full-house': (s, w) => {
    const { cell, digit, house } = single(s, w);
    return `${cell} is the last empty cell in ${house}, so it takes the digit ${house} is missing: ${digit}.`;
  },
  'hidden-single-box': explainHiddenSingle,
  'hidden-single-line': explainHiddenSingle,
  'naked-single': (s, w) => {
    const { cell, digit } = single(s, w);
    return `${cell} has only one candidate left: every other digit is already ruled out by its row, column and box, so ${cell} is ${digit}.`;
  },
  'direct-pointing': explainLock,
  'direct-claiming': explainLock,
  pointing: explainLock,
  claiming: explainLock,
  'naked-pair': explainNaked,
  'naked-triple': explainNaked,
  'naked-quad': explainNaked,
  'hidden-pair': explainHidden,
  'hidden-triple': explainHidden,
  'hidden-quad': explainHidden,
  'direct-hidden-pair': explainHidden,
  'direct-hidden-triple': explainHidden,
  'x-wing': explainFish,
  swordfish: explainFish,
  jellyfish: explainFish,
  'finned-x-wing': explainFish,
  'finned-swordfish': explainFish,
  'finned-jellyfish': explainFish,
  'sashimi-x-wing': explainFish,
  'sashimi-swordfish': explainFish,
  'sashimi-jellyfish': explainFish,
  'x-cycle': explainLoop,
  'y-cycle': explainLoop,
  'nice-loop': explainLoop,
  'als-xy-wing': explainAlsXyWing,
};

function explainHiddenSingle(s: Step, w: Words): string {
  const { cell, digit, house } = single(s, w);
  return `In ${house}, ${digit} fits only in ${cell}: every other cell of ${house} is filled or sees ${withArticle(digit)}. So ${cell} is ${digit}.`;
}
