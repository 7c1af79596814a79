// A step (the engine's data: technique id, cells, digits, houses) said through the catalogs:
// cell names and digits as players type them (r3c5, 7), houses, lists and technique names in
// the reader's language, and the whole step's explanation: singles, locked candidates, subsets
// and fish here, the other patterns in pattern-words.ts (each as its engine explainer says it).

import { makeCellName } from '../engine/cell.ts';
import type { Geometry } from '../engine/geometry.ts';
import { techniqueName } from '../engine/logic/names.ts';
import type { CellDigit, Step } from '../engine/logic/step.ts';
import { articleFor, withArticle } from '../engine/logic/words.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { joined, listOf, msg, verbatim, type Text } from '../i18n/text.ts';
import { explainAny, PATTERN_EXPLAINERS } from './pattern-words.ts';

/** Naming helpers bound to one board's geometry. */
export interface StepWords {
  readonly geometry: Geometry;
  cell(cell: number): string;
  cells(cells: readonly number[]): Text;
  house(house: number): Text;
  houses(houses: readonly number[]): Text;
  digits(digits: readonly number[], type?: 'conjunction' | 'disjunction'): Text;
  removals(list: readonly CellDigit[]): Text;
}

/** The naming helpers of a geometry. */
export function stepWords(geometry: Geometry): StepWords {
  const size = geometry.size;
  const cell = (c: number) => makeCellName(c, size);
  const house = (h: number): Text => {
    const found = h >= 0 ? geometry.houses.at(h) : undefined;
    if (!found) return verbatim(`house ${h + 1}`);
    return msg('words.house', { kind: found.kind, n: found.index + 1 });
  };
  const cells = (list: readonly number[]): Text => listOf(list.map((c) => verbatim(cell(c))));
  return {
    geometry,
    cell,
    cells,
    house,
    houses: (list) => listOf(list.map(house)),
    digits: (list, type = 'conjunction') =>
      listOf(
        list.map((d) => verbatim(String(d))),
        type,
      ),
    removals: (list) => {
      const byDigit = new Map<number, number[]>();
      for (const { cell: c, digit } of list) {
        const found = byDigit.get(digit);
        if (found) found.push(c);
        else byDigit.set(digit, [c]);
      }
      const parts = [...byDigit]
        .sort((a, b) => a[0] - b[0])
        .map(([digit, at]) => msg('words.removal', { digit, cells: cells(at) }));
      return joined(parts, '; ');
    },
  };
}

// English names (names.ts, techniques.ts) to their catalog keys; `(type N)` names take N.
const NAME_KEYS: Readonly<Partial<Record<string, MessageKey>>> = {
  'Full House': 'technique.full-house',
  'Hidden Single': 'technique.hidden-single',
  'Naked Single': 'technique.naked-single',
  Pointing: 'technique.pointing',
  Claiming: 'technique.claiming',
  'Naked Pair': 'technique.naked-pair',
  'Naked Triple': 'technique.naked-triple',
  'Naked Quad': 'technique.naked-quad',
  'Hidden Pair': 'technique.hidden-pair',
  'Hidden Triple': 'technique.hidden-triple',
  'Hidden Quad': 'technique.hidden-quad',
  'X-Wing': 'technique.x-wing',
  Swordfish: 'technique.swordfish',
  Jellyfish: 'technique.jellyfish',
  'Finned X-Wing': 'technique.finned-x-wing',
  'Finned Swordfish': 'technique.finned-swordfish',
  'Finned Jellyfish': 'technique.finned-jellyfish',
  'Sashimi X-Wing': 'technique.sashimi-x-wing',
  'Sashimi Swordfish': 'technique.sashimi-swordfish',
  'Sashimi Jellyfish': 'technique.sashimi-jellyfish',
  Skyscraper: 'technique.skyscraper',
  '2-String Kite': 'technique.two-string-kite',
  'Turbot Fish': 'technique.turbot-fish',
  'Empty Rectangle': 'technique.empty-rectangle',
  'XY-Wing': 'technique.xy-wing',
  'XYZ-Wing': 'technique.xyz-wing',
  'W-Wing': 'technique.w-wing',
  'WXYZ-Wing': 'technique.wxyz-wing',
  'VWXYZ-Wing': 'technique.vwxyz-wing',
  'UVWXYZ-Wing': 'technique.uvwxyz-wing',
  'TUVWXYZ-Wing': 'technique.tuvwxyz-wing',
  'Simple Colouring': 'technique.simple-colouring',
  'Unique Rectangle': 'technique.unique-rectangle',
  'Unique Loop': 'technique.unique-loop',
  'BUG+1': 'technique.bug-plus-one',
  'BUG Type 2': 'technique.bug-type-2',
  'X-Chain': 'technique.x-chain',
  'Grouped X-Chain': 'technique.grouped-x-chain',
  'XY-Chain': 'technique.xy-chain',
  'X-Cycle': 'technique.x-cycle',
  'XY-Cycle': 'technique.xy-cycle',
  'Nice Loop': 'technique.nice-loop',
  'ALS-XZ': 'technique.als-xz',
  'ALS-XY-Wing': 'technique.als-xy-wing',
  'Aligned Pair Exclusion': 'technique.aligned-pair-exclusion',
  'Aligned Triple Exclusion': 'technique.aligned-triple-exclusion',
  'Forcing Chain': 'technique.forcing-chain',
  'Cell Forcing Chains': 'technique.cell-forcing-chains',
  'House Forcing Chains': 'technique.house-forcing-chains',
  'Nishio Forcing Chain': 'technique.nishio-forcing-chain',
  'Contradiction Forcing Chain': 'technique.contradiction-forcing-chain',
  'Multiple Forcing Chains': 'technique.multiple-forcing-chains',
  'Dynamic Forcing Chains': 'technique.dynamic-forcing-chains',
  'Dynamic Cell Forcing Chains': 'technique.dynamic-cell-forcing-chains',
  'Dynamic House Forcing Chains': 'technique.dynamic-house-forcing-chains',
  'Double Forcing Chain': 'technique.double-forcing-chain',
  BUG: 'technique.bug',
  'Nested Forcing Chains': 'technique.nested-forcing-chains',
  'Nested Forcing Chains (+ Multiple)': 'technique.nested-multiple-forcing-chains',
};

const TYPED_KEYS: Readonly<Partial<Record<string, MessageKey>>> = {
  'Unique Rectangle': 'technique.unique-rectangle-type',
  'Unique Loop': 'technique.unique-loop-type',
  BUG: 'technique.bug-type',
};

/**
 * A technique's name in the reader's language, by the step's technique id. The names of the
 * nested levels of forcing chains (`(nested: + forcing chains)`, rating only) stay English.
 */
export function techniqueText(technique: string): Text {
  return namedTechniqueText(techniqueName({ technique }));
}

/** A technique's name in the reader's language, by its English name (as `names.ts` gives it). */
export function namedTechniqueText(english: string): Text {
  const key = NAME_KEYS[english];
  if (key) return msg(key);
  const typed = /^(.*) \(type (\d)\)$/.exec(english);
  const typedKey = typed && TYPED_KEYS[typed[1]!];
  if (typed && typedKey) return msg(typedKey, { type: Number(typed[2]) });
  return verbatim(english);
}

/** The name with English's article ("an X-Wing"; plural names stand alone). */
export function aTechnique(technique: string): Text {
  const english = techniqueName({ technique });
  const article = withArticle(english) === english ? 'none' : articleFor(english);
  return msg('words.a-technique', { article, name: techniqueText(technique) });
}

/** "r5c5 is 4; remove 7 from r1c9" */
export function conclusionText(step: Step, w: StepWords): Text {
  const parts: Text[] = step.placements.map((p) =>
    msg('words.placed', { cell: w.cell(p.cell), digit: p.digit }),
  );
  if (step.eliminations.length) {
    parts.push(msg('words.remove', { removals: w.removals(step.eliminations) }));
  }
  return joined(parts, '; ');
}

type Explainer = (step: Step, w: StepWords) => Text;

const single = (s: Step, w: StepWords) => ({
  cell: w.cell(s.placements[0]!.cell),
  digit: s.placements[0]!.digit,
  house: s.houses.length ? w.house(s.houses[0]!) : verbatim(''),
});

function explainLock(s: Step, w: StepWords): Text {
  const digit = s.digits[0]!;
  const removed = s.because ?? s.eliminations;
  const args = {
    from: w.house(s.houses[0]!),
    to: w.house(s.coverHouses![0]!),
    digit,
    cells: w.cells(s.cells),
    removed: w.cells(removed.map((e) => e.cell)),
  };
  const p = s.placements.at(0);
  if (s.because && p) {
    return msg('explain.locked-direct', {
      ...args,
      cell: w.cell(p.cell),
      single: w.house(s.singleHouse!),
    });
  }
  return msg('explain.locked', args);
}

function explainNaked(s: Step, w: StepWords): Text {
  return msg('explain.naked-subset', {
    house: w.house(s.houses[0]!),
    cells: w.cells(s.cells),
    digits: w.digits(s.digits),
    n: s.cells.length,
    removals: w.removals(s.eliminations),
  });
}

function explainHidden(s: Step, w: StepWords): Text {
  const removed = s.because ?? s.eliminations;
  const args = {
    house: w.house(s.houses[0]!),
    digits: w.digits(s.digits),
    cells: w.cells(s.cells),
    n: s.cells.length,
    removals: w.removals(removed),
  };
  const p = s.placements.at(0);
  if (s.technique.startsWith('direct-') && p) {
    return msg('explain.hidden-subset-direct', {
      ...args,
      digit: p.digit,
      cell: w.cell(p.cell),
      single: w.house(s.singleHouse!),
    });
  }
  return msg('explain.hidden-subset', args);
}

function explainFish(s: Step, w: StepWords): Text {
  const fins = s.extraCells ?? [];
  const args = {
    name: techniqueText(s.technique),
    digit: s.digits[0]!,
    base: w.houses(s.houses),
    cover: w.houses(s.coverHouses ?? []),
    removed: w.cells(s.eliminations.map((e) => e.cell)),
  };
  if (fins.length) {
    return msg('explain.fish-finned', { ...args, fins: fins.length, finCells: w.cells(fins) });
  }
  return msg('explain.fish', args);
}

function explainHiddenSingle(s: Step, w: StepWords): Text {
  const { cell, digit, house } = single(s, w);
  return msg('explain.hidden-single', { cell, digit, house, article: articleFor(String(digit)) });
}

const EXPLAINERS: Partial<Record<string, Explainer>> = {
  'full-house': (s, w) => msg('explain.full-house', single(s, w)),
  'hidden-single-box': explainHiddenSingle,
  'hidden-single-line': explainHiddenSingle,
  'naked-single': (s, w) => {
    const { cell, digit } = single(s, w);
    return msg('explain.naked-single', { cell, digit });
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
};

/** One or two sentences explaining a step, in the reader's language. */
export function explainStep(step: Step, w: StepWords): Text {
  const explainer = EXPLAINERS[step.technique] ?? PATTERN_EXPLAINERS[step.technique] ?? explainAny;
  return explainer(step, w);
}
