// Explanations for the pattern techniques past subsets and fish: single-digit patterns, wings,
// colouring, uniqueness, exclusion and almost locked sets. Each says what the pattern is, why
// it forces something, and what goes.

import { chainText, conclusionText } from './explain-chains.ts';
import { techniqueName } from './names.ts';
import type { CellDigit, Step } from './step.ts';
import type { Words } from './words.ts';

type Explainer = (step: Step, w: Words) => string;

function removed(step: Step, w: Words): string {
  return w.cells(step.eliminations.map((e) => e.cell));
}

function digitsOfCell(step: Step, cell: number): number[] {
  return (step.candidates ?? []).filter((c) => c.cell === cell).map((c) => c.digit);
}

const twoLinks: Explainer = (s, w) => {
  const d = w.digit(s.digits[0]!);
  const [end1, near1, near2, end2] = s.cells as [number, number, number, number];
  const [h1, h2] = s.houses as [number, number];
  const name = techniqueName(s);
  return `${name} on ${d}: ${d} has only two places in ${w.house(h1)} (${w.cells([near1, end1])}) and in ${w.house(h2)} (${w.cells([near2, end2])}). ${w.cell(near1)} and ${w.cell(near2)} see each other, so they can't both be ${d}, and ${w.cell(end1)} or ${w.cell(end2)} must be ${d}: remove ${d} from ${removed(s, w)}, which ${s.eliminations.length > 1 ? 'see' : 'sees'} both.`;
};

const emptyRectangle: Explainer = (s, w) => {
  const d = w.digit(s.digits[0]!);
  const [box, link] = s.houses as [number, number];
  const [nearArm, otherArm] = s.coverHouses as [number, number];
  const [near, far] = s.extraCells as [number, number];
  const target = s.eliminations[0]!.cell;
  return `Empty Rectangle on ${d}: in ${w.house(box)}, ${d} lies only on ${w.house(nearArm)} or ${w.house(otherArm)}, and in ${w.house(link)} it has only two places, ${w.cells([near, far])}. If ${w.cell(target)} were ${d}, ${w.cell(far)} could not be, so ${w.cell(near)} would be, leaving ${w.house(box)} no place for ${d}. So remove ${d} from ${w.cell(target)}.`;
};

const wing: Explainer = (s, w) => {
  const [pivot, a, b] = s.cells as [number, number, number];
  const z = w.digit(s.eliminations[0]!.digit);
  const holds = (cell: number) => `${w.cell(cell)} holds ${w.digits(digitsOfCell(s, cell), 'or')}`;
  const xyz = s.technique === 'xyz-wing';
  const seers = xyz ? 'all three' : 'both wings';
  return `${xyz ? 'XYZ-Wing' : 'XY-Wing'}: ${holds(pivot)}; ${holds(a)}; ${holds(b)}. Whichever digit ${w.cell(pivot)} takes, ${xyz ? `one of the three cells` : `${w.cell(a)} or ${w.cell(b)}`} must be ${z}, so ${z} can be removed from ${removed(s, w)}, which ${s.eliminations.length > 1 ? 'see' : 'sees'} ${seers}.`;
};

const wWing: Explainer = (s, w) => {
  const [p, q] = s.cells as [number, number];
  const [x, y] = s.digits.map((d) => w.digit(d)) as [string, string];
  const [sCell, tCell] = s.extraCells as [number, number];
  return `W-Wing: ${w.cells([p, q])} both hold only ${x} and ${y}. In ${w.house(s.houses[0]!)}, ${x} has only two places, ${w.cell(sCell)} (seeing ${w.cell(p)}) and ${w.cell(tCell)} (seeing ${w.cell(q)}); one of them is ${x}, so ${w.cell(p)} or ${w.cell(q)} is not ${x} and must be ${y}. Remove ${y} from ${removed(s, w)}, which ${s.eliminations.length > 1 ? 'see' : 'sees'} both.`;
};

const colouring: Explainer = (s, w) => {
  const d = w.digit(s.digits[0]!);
  const chain = s.chains?.[0] ?? [];
  if (s.technique === 'colour-wrap') {
    return `Simple Colouring on ${d}: along strong links (${chainText(chain, w)}) the cells alternate between two colours, one of which holds every ${d}. Two cells of the same colour share a house, so that colour is false: remove ${d} from ${removed(s, w)}.`;
  }
  return `Simple Colouring on ${d}: along strong links (${chainText(chain, w)}) the cells alternate between two colours, and one colour holds the ${d}s. ${w.cell(s.eliminations[0]!.cell)} sees both colours, so it can't be ${d}.`;
};

const uniqueRectangle: Explainer = (s, w) => {
  const [a, b] = s.digits.map((d) => w.digit(d)) as [string, string];
  const corners = w.cells(s.cells);
  const deadly = `if all four held only ${a} and ${b}, they could swap and the puzzle would have two solutions`;
  const type = s.technique.at(-1);
  const roof = s.extraCells ?? [];
  if (type === '1') {
    return `Unique Rectangle: ${corners} sit in two rows, two columns and two boxes; three corners hold only ${a} and ${b}, and ${deadly}. So ${w.cell(roof[0]!)} can't be ${a} or ${b}: remove them.`;
  }
  if (type === '2') {
    const z = w.digit(s.eliminations[0]!.digit);
    return `Unique Rectangle: ${corners} hold ${a} and ${b}; ${deadly}, so one of ${w.cells(roof)} must be their extra digit ${z}. Remove ${z} from ${removed(s, w)}, which ${s.eliminations.length > 1 ? 'see' : 'sees'} both.`;
  }
  if (type === '4') {
    const keep = s.eliminations[0]!.digit === s.digits[0] ? b : a;
    return `Unique Rectangle: ${corners} hold ${a} and ${b}; ${deadly}. In ${w.house(s.houses[0]!)}, ${keep} fits only in ${w.cells(roof)}, so one of them is ${keep}, and neither may be the other digit: remove ${conclusionText(s, w).replace(/^remove /, '')}.`;
  }
  return `Unique Rectangle: ${corners} hold ${a} and ${b}; ${deadly}, so the extra digits of ${w.cells(roof.slice(0, 2))} act like one cell, which with ${w.cells(roof.slice(2))} forms a naked subset in ${w.house(s.houses[0]!)}: ${conclusionText(s, w)}.`;
};

const uniqueLoop: Explainer = (s, w) => {
  const [a, b] = s.digits.map((d) => w.digit(d)) as [string, string];
  const extra = s.extraCells ?? [];
  const deadly = `The cells ${w.cells(s.cells)} form a loop in which every row, column and box holds two of them; if they all held only ${a} and ${b}, the digits could swap along the loop and the puzzle would have two solutions`;
  if (s.technique === 'unique-loop-1') {
    return `Unique Loop: ${deadly}. So ${w.cell(extra[0]!)} can't be ${a} or ${b}: remove them.`;
  }
  const z = w.digit(s.eliminations[0]!.digit);
  return `Unique Loop: ${deadly}. So one of ${w.cells(extra)} must be their extra digit ${z}: remove ${z} from ${removed(s, w)}.`;
};

const bug: Explainer = (s, w) => {
  const cell = w.cell(s.cells[0]!);
  const d = w.digit(s.digits[0]!);
  return `BUG+1: every empty cell has two candidates except ${cell}, and every digit appears twice in each house except ${d} in the houses of ${cell}. Without ${d} there, the board would be a deadly pattern with two solutions, so ${cell} is ${d}.`;
};

const bug2: Explainer = (s, w) => {
  const d = w.digit(s.digits[0]!);
  return `BUG type 2: every empty cell has two candidates except ${w.cells(s.cells)}, which share the extra digit ${d}. Without ${d} in one of them the board would be a deadly pattern with two solutions, so one of them is ${d}: remove ${d} from ${removed(s, w)}, which ${s.eliminations.length > 1 ? 'see' : 'sees'} them all.`;
};

const ape: Explainer = (s, w) => {
  const name = techniqueName(s);
  return `${name}: ${w.cells(s.cells)} can't take digits that would leave a cell they both see (${w.cells(s.extraCells ?? [])}) without candidates${s.cells.length ? '' : ''}. Checking every pair leaves some digits with no possible partner: remove ${w.removals(s.eliminations)}.`;
};

const als: Explainer = (s, w) => {
  const b = s.extraCells ?? [];
  const a = s.cells.filter((c) => !b.includes(c));
  const x = (s.candidates ?? [])[0]?.digit ?? 0;
  const z = [...new Set(s.eliminations.map((e: CellDigit) => e.digit))];
  const name = techniqueName(s);
  return `${name}: the cells (${a.map((c) => w.cell(c)).join(', ')}) and (${b.map((c) => w.cell(c)).join(', ')}) each hold one more digit than they have cells (almost locked sets). Every ${w.digit(x)} in them sees every other, so at most one set contains ${w.digit(x)}, and the other set is locked: ${w.digits(z, 'or')} must be in one of them. So remove ${w.removals(s.eliminations)}, which ${s.eliminations.length > 1 ? 'see' : 'sees'} all of those.`;
};

/** Explainers by step technique id. */
export const PATTERN_EXPLAINERS: Partial<Record<string, Explainer>> = {
  skyscraper: twoLinks,
  'two-string-kite': twoLinks,
  'turbot-fish': twoLinks,
  'empty-rectangle': emptyRectangle,
  'xy-wing': wing,
  'xyz-wing': wing,
  'w-wing': wWing,
  'colour-trap': colouring,
  'colour-wrap': colouring,
  'unique-rectangle-1': uniqueRectangle,
  'unique-rectangle-2': uniqueRectangle,
  'unique-rectangle-3': uniqueRectangle,
  'unique-rectangle-4': uniqueRectangle,
  'unique-loop-1': uniqueLoop,
  'unique-loop-2': uniqueLoop,
  'bug-plus-one': bug,
  'bug-type-2': bug2,
  'aligned-pair-exclusion': ape,
  'aligned-triple-exclusion': ape,
  'wxyz-wing': als,
  'vwxyz-wing': als,
  'uvwxyz-wing': als,
  'tuvwxyz-wing': als,
  'als-xz': als,
};
