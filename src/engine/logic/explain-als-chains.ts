// Explanations for ALS chains: each almost locked set named, the restricted digits that chain
// them, and why the end digit must sit in one of the end sets.

import type { Step } from './step.ts';
import type { Words } from './words.ts';

/** "ALS-XY-Wing: A (r1c1, r1c2) ... so remove 5 from r3c3." */
export function explainAlsXyWing(step: Step, w: Words): string {
  const [a = [], b = [], c = []] = step.sets ?? [];
  const set = (cells: readonly number[]) => `(${cells.map((cell) => w.cell(cell)).join(', ')})`;
  const digitsIn = (cells: readonly number[], d: number) =>
    (step.candidates ?? []).some((x) => x.digit === d && cells.includes(x.cell));
  const shared = [...new Set((step.candidates ?? []).map((x) => x.digit))];
  const x = shared.find((d) => digitsIn(a, d) && digitsIn(b, d)) ?? shared.at(0) ?? 0;
  const y = shared.find((d) => d !== x && digitsIn(c, d) && digitsIn(b, d)) ?? shared.at(1) ?? 0;
  const z = [...new Set(step.eliminations.map((e) => e.digit))];
  return `ALS-XY-Wing: the cells ${set(a)}, ${set(b)} and ${set(c)} each hold one more digit than they have cells (almost locked sets). Every ${w.digit(x)} of the first sees every ${w.digit(x)} of the second, and every ${w.digit(y)} of the second every ${w.digit(y)} of the third. If the first set had no ${w.digits(z, 'or')}, it would hold ${w.digit(x)}, the second would lose ${w.digit(x)} and hold ${w.digit(y)}, and the third would lose ${w.digit(y)} and hold ${w.digits(z, 'or')}. So ${w.digits(z, 'or')} is in the first or the third set: remove ${w.removals(step.eliminations)}, which ${step.eliminations.length > 1 ? 'see' : 'sees'} every one of them.`;
}
