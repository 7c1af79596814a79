// The patterns past singles, locked candidates, subsets and fish said through the catalogs:
// two strong links (Skyscraper, Kite, Turbot), Empty Rectangle, wings, colouring, uniqueness,
// BUG, Aligned Exclusion, almost locked sets, chains and loops: what each pattern is, why it
// forces something, and what goes.

import type { ChainNode, Step } from '../engine/logic/step.ts';
import { joined, listOf, msg, verbatim, type Text } from '../i18n/text.ts';
import { conclusionText, techniqueText, type StepWords } from './step-words.ts';

type Explainer = (step: Step, w: StepWords) => Text;

const removedCells = (s: Step, w: StepWords): Text => w.cells(s.eliminations.map((e) => e.cell));

function digitsOfCell(s: Step, cell: number): number[] {
  return (s.candidates ?? []).filter((c) => c.cell === cell).map((c) => c.digit);
}

/** "r1c9=7 → r1c1≠7 → r1c5=7": the same in every language. */
function chainText(chain: readonly ChainNode[], w: StepWords): Text {
  const node = (n: ChainNode) =>
    `${n.group ? `(${n.group.map((c) => w.cell(c)).join(' ')})` : w.cell(n.cell)}${n.on ? '=' : '≠'}${n.digit}`;
  return verbatim(chain.map(node).join(' → '));
}

const assume = (n: ChainNode, w: StepWords): Text =>
  msg('chain.assume', { cell: w.cell(n.cell), on: n.on ? 'yes' : 'no', digit: n.digit });

const twoLinks: Explainer = (s, w) => {
  const [end1, near1, near2, end2] = s.cells as [number, number, number, number];
  const [h1, h2] = s.houses as [number, number];
  return msg('explain.two-links', {
    name: techniqueText(s.technique),
    digit: s.digits[0]!,
    house1: w.house(h1),
    cells1: w.cells([near1, end1]),
    house2: w.house(h2),
    cells2: w.cells([near2, end2]),
    near1: w.cell(near1),
    near2: w.cell(near2),
    end1: w.cell(end1),
    end2: w.cell(end2),
    removed: removedCells(s, w),
    n: s.eliminations.length,
  });
};

const emptyRectangle: Explainer = (s, w) => {
  const [box, link] = s.houses as [number, number];
  const [nearArm, otherArm] = s.coverHouses as [number, number];
  const [near, far] = s.extraCells as [number, number];
  return msg('explain.empty-rectangle', {
    name: techniqueText(s.technique),
    digit: s.digits[0]!,
    box: w.house(box),
    arm1: w.house(nearArm),
    arm2: w.house(otherArm),
    link: w.house(link),
    cells: w.cells([near, far]),
    target: w.cell(s.eliminations[0]!.cell),
    near: w.cell(near),
    far: w.cell(far),
  });
};

const wing: Explainer = (s, w) => {
  const [pivot, a, b] = s.cells as [number, number, number];
  const holds = (cell: number) =>
    msg('explain.holds', {
      cell: w.cell(cell),
      digits: w.digits(digitsOfCell(s, cell), 'disjunction'),
    });
  return msg('explain.wing', {
    name: techniqueText(s.technique),
    pivotHolds: holds(pivot),
    aHolds: holds(a),
    bHolds: holds(b),
    pivot: w.cell(pivot),
    xyz: s.technique === 'xyz-wing' ? 'yes' : 'no',
    a: w.cell(a),
    b: w.cell(b),
    z: s.eliminations[0]!.digit,
    removed: removedCells(s, w),
    n: s.eliminations.length,
  });
};

const wWing: Explainer = (s, w) => {
  const [p, q] = s.cells as [number, number];
  const [x, y] = s.digits as [number, number];
  const [sCell, tCell] = s.extraCells as [number, number];
  return msg('explain.w-wing', {
    name: techniqueText(s.technique),
    cells: w.cells([p, q]),
    x,
    y,
    house: w.house(s.houses[0]!),
    s: w.cell(sCell),
    t: w.cell(tCell),
    p: w.cell(p),
    q: w.cell(q),
    removed: removedCells(s, w),
    n: s.eliminations.length,
  });
};

const colouring: Explainer = (s, w) => {
  const args = {
    name: techniqueText(s.technique),
    digit: s.digits[0]!,
    chain: chainText(s.chains?.[0] ?? [], w),
  };
  if (s.technique === 'colour-wrap') {
    return msg('explain.colour-wrap', { ...args, removed: removedCells(s, w) });
  }
  return msg('explain.colour-trap', { ...args, cell: w.cell(s.eliminations[0]!.cell) });
};

const uniqueRectangle: Explainer = (s, w) => {
  const [a, b] = s.digits as [number, number];
  const roof = s.extraCells ?? [];
  const args = { name: msg('technique.unique-rectangle'), corners: w.cells(s.cells), a, b };
  switch (s.technique.at(-1)) {
    case '1':
      return msg('explain.unique-rectangle-1', { ...args, roof: w.cell(roof[0]!) });
    case '2':
      return msg('explain.unique-rectangle-2', {
        ...args,
        roof: w.cells(roof),
        z: s.eliminations[0]!.digit,
        removed: removedCells(s, w),
        n: s.eliminations.length,
      });
    case '4':
      return msg('explain.unique-rectangle-4', {
        ...args,
        house: w.house(s.houses[0]!),
        keep: s.eliminations[0]!.digit === s.digits[0] ? b : a,
        roof: w.cells(roof),
        removals: w.removals(s.eliminations),
      });
    default:
      return msg('explain.unique-rectangle-3', {
        ...args,
        roof: w.cells(roof.slice(0, 2)),
        others: w.cells(roof.slice(2)),
        house: w.house(s.houses[0]!),
        conclusion: conclusionText(s, w),
      });
  }
};

const uniqueLoop: Explainer = (s, w) => {
  const [a, b] = s.digits as [number, number];
  const extra = s.extraCells ?? [];
  const args = { name: msg('technique.unique-loop'), cells: w.cells(s.cells), a, b };
  if (s.technique === 'unique-loop-1') {
    return msg('explain.unique-loop-1', { ...args, extra: w.cell(extra[0]!) });
  }
  return msg('explain.unique-loop-2', {
    ...args,
    extra: w.cells(extra),
    z: s.eliminations[0]!.digit,
    removed: removedCells(s, w),
  });
};

const bug: Explainer = (s, w) =>
  msg('explain.bug-plus-one', {
    name: techniqueText(s.technique),
    cell: w.cell(s.cells[0]!),
    digit: s.digits[0]!,
  });

const bug2: Explainer = (s, w) =>
  msg('explain.bug-type-2', {
    cells: w.cells(s.cells),
    digit: s.digits[0]!,
    removed: removedCells(s, w),
    n: s.eliminations.length,
  });

const ape: Explainer = (s, w) =>
  msg('explain.aligned-exclusion', {
    name: techniqueText(s.technique),
    cells: w.cells(s.cells),
    seen: w.cells(s.extraCells ?? []),
    removals: w.removals(s.eliminations),
  });

/** "(r1c1, r1c2)": a set of cells as the ALS explanations write it. */
const setOf = (cells: readonly number[], w: StepWords): Text =>
  verbatim(`(${cells.map((c) => w.cell(c)).join(', ')})`);

const als: Explainer = (s, w) => {
  const b = s.extraCells ?? [];
  const a = s.cells.filter((c) => !b.includes(c));
  const z = [...new Set(s.eliminations.map((e) => e.digit))];
  return msg('explain.als', {
    name: techniqueText(s.technique),
    setA: setOf(a, w),
    setB: setOf(b, w),
    x: (s.candidates ?? [])[0]?.digit ?? 0,
    z: w.digits(z, 'disjunction'),
    removals: w.removals(s.eliminations),
    n: s.eliminations.length,
  });
};

const alsXyWing: Explainer = (s, w) => {
  const [a = [], b = [], c = []] = s.sets ?? [];
  const candidates = s.candidates ?? [];
  const digitsIn = (cells: readonly number[], d: number) =>
    candidates.some((x) => x.digit === d && cells.includes(x.cell));
  const shared = [...new Set(candidates.map((x) => x.digit))];
  const x = shared.find((d) => digitsIn(a, d) && digitsIn(b, d)) ?? shared.at(0) ?? 0;
  const y = shared.find((d) => d !== x && digitsIn(c, d) && digitsIn(b, d)) ?? shared.at(1) ?? 0;
  const z = [...new Set(s.eliminations.map((e) => e.digit))];
  return msg('explain.als-xy-wing', {
    name: techniqueText(s.technique),
    setA: setOf(a, w),
    setB: setOf(b, w),
    setC: setOf(c, w),
    x,
    y,
    z: w.digits(z, 'disjunction'),
    removals: w.removals(s.eliminations),
    n: s.eliminations.length,
  });
};

/** A step made of chains ("suppose A; then B, so C"), written compactly with = and ≠. */
export const explainChains: Explainer = (s, w) => {
  const chains = s.chains ?? [];
  const name = techniqueText(s.technique);
  const conclusion = conclusionText(s, w);
  const first = chains[0]![0]!;
  const same = (a: ChainNode, b: ChainNode) => a.cell === b.cell && a.digit === b.digit;
  if (chains.length === 1) {
    const chain = chains[0]!;
    const last = chain.at(-1)!;
    if (same(first, last) && first.on !== last.on) {
      return msg('chain.contradiction', {
        name,
        assumption: assume(first, w),
        chain: chainText(chain, w),
        conclusion,
      });
    }
    if (!first.on && last.on) {
      return msg('chain.alternating', {
        name,
        assumption: assume(first, w),
        chain: chainText(chain.slice(1), w),
        cell1: w.cell(first.cell),
        digit1: first.digit,
        cell2: w.cell(last.cell),
        digit2: last.digit,
        conclusion,
      });
    }
    return msg('chain.either-way', { name, chain: chainText(chain, w), conclusion });
  }
  const cases = joined(
    chains.map((c) => msg('chain.case', { assumption: assume(c[0]!, w), chain: chainText(c, w) })),
    '; ',
  );
  if (chains.every((c) => same(c[0]!, first) && c[0]!.on === first.on)) {
    const ends = chains.map((c) => c.at(-1)!);
    const clash =
      ends.length === 2 && same(ends[0]!, ends[1]!)
        ? msg('chain.clash-both', { cell: w.cell(ends[0]!.cell), digit: ends[0]!.digit })
        : ends.every((e) => e.cell === ends[0]!.cell)
          ? msg('chain.clash-empty', { cell: w.cell(ends[0]!.cell) })
          : msg('chain.clash-house', { digit: ends[0]!.digit });
    return msg('chain.forcing-contradiction', {
      name,
      assumption: assume(first, w),
      chains: joined(
        chains.map((c) => chainText(c, w)),
        '; ',
      ),
      clash,
      conclusion,
    });
  }
  if (chains.length === 2 && chains.every((c) => same(c[0]!, first))) {
    return msg('chain.whether', {
      name,
      cell: w.cell(first.cell),
      digit: first.digit,
      cases,
      conclusion,
    });
  }
  return msg('chain.whatever', {
    name,
    sameCell: chains.every((c) => c[0]!.cell === first.cell) ? 'yes' : 'no',
    cell: w.cell(first.cell),
    digit: first.digit,
    cases,
    conclusion,
  });
};

const loop: Explainer = (s, w) =>
  msg('explain.loop', {
    name: techniqueText(s.technique),
    one: s.digits.length === 1 ? 'yes' : 'no',
    digit: s.digits[0] ?? 0,
    chain: chainText(s.chains?.[0] ?? [], w),
    conclusion: conclusionText(s, w),
  });

/** A step no explainer knows: its name, cells and what it places and removes. */
export const explainAny: Explainer = (s, w) => {
  if (s.chains?.length) return explainChains(s, w);
  const parts: Text[] = [];
  if (s.placements.length) {
    parts.push(
      joined(
        s.placements.map((p) => msg('words.placed', { cell: w.cell(p.cell), digit: p.digit })),
        ', ',
      ),
    );
  }
  if (s.eliminations.length) {
    parts.push(msg('words.remove', { removals: w.removals(s.eliminations) }));
  }
  return msg('explain.generic', {
    name: techniqueText(s.technique),
    using: s.cells.length ? 'yes' : 'no',
    cells: w.cells(s.cells),
    parts: listOf(parts),
  });
};

/** Explainers of the patterns by step technique id. */
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
  'x-cycle': loop,
  'y-cycle': loop,
  'nice-loop': loop,
  'als-xy-wing': alsXyWing,
};
