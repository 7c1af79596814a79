// What a hint picture should point at, per hint level: where to look (level 1), the technique's
// houses (level 2), and at level 3 the reason itself: the pattern, what it places and strikes
// out, the digits that rule out the other cells of a single, a fish's base and cover lines and
// a chain's links. The renderer's `Highlights` (src/render/view.ts) extends these types; the
// engine imports nothing from it.

import type { CandidateBoard } from './board.ts';
import { techniqueName } from './names.ts';
import { techniqueById } from './techniques.ts';
import { applyStep, cellsOf, type CellDigit, type ChainNode, type Step } from './step.ts';

/** A link of a chain, from one candidate to the next: strong (if `from` is false, `to` is true) or weak (if `from` is true, `to` is false). */
export interface CandidateLink {
  readonly from: CellDigit;
  readonly to: CellDigit;
  readonly strong: boolean;
  /**
   * For a strong link of a forcing chain that holds only once other candidates are gone, those
   * the chain shown does not remove itself (another consequence of its assumption does).
   */
  readonly needs?: readonly CellDigit[];
}

/** A digit in `from` ruling out cells of `house`, up to `to` (the farthest it rules out). */
export interface SightLine {
  readonly from: number;
  readonly to: number;
  readonly house: number;
}

/**
 * One step of a cell route before its last, as its picture numbers it: the digits it places and
 * the candidates it strikes out (for a step that leaves a single, those that leave it).
 */
export interface RouteMark {
  /** 1 for the route's first step. */
  readonly order: number;
  /** The name players read for the step ("Hidden Single", "Pointing"). */
  readonly technique: string;
  readonly placements: readonly CellDigit[];
  readonly eliminations: readonly CellDigit[];
}

/** Highlight data of a hint: what its picture shows (the renderer's `Highlights` extends it). */
export interface HintHighlights {
  /** Cells that make the pattern of a step. */
  readonly pattern?: readonly number[];
  /** Cells the step places a digit in or removes candidates from. */
  readonly targets?: readonly number[];
  /** Houses to shade, as indices into `geometry.houses`. */
  readonly houses?: readonly number[];
  /** Candidates the step eliminates. */
  readonly eliminations?: readonly CellDigit[];
  /** Candidates the step relies on (for a chain: those it takes as true; an ALS: its links' digits). */
  readonly candidates?: readonly CellDigit[];
  /** Candidates a chain takes as false; for an ALS, the struck digit in the sets that must hold it. */
  readonly offCandidates?: readonly CellDigit[];
  /** Digits the step places. */
  readonly placements?: readonly CellDigit[];
  /** Filled cells whose digits rule out the other cells of a single. */
  readonly sources?: readonly number[];
  /** The lines along which those digits rule the cells out. */
  readonly sightLines?: readonly SightLine[];
  /** A fish's base houses (its digit's only places lie in them) and cover houses. */
  readonly baseHouses?: readonly number[];
  readonly coverHouses?: readonly number[];
  /** Fin cells of a finned fish. */
  readonly fins?: readonly number[];
  /** The links of the step's chains, in order. */
  readonly links?: readonly CandidateLink[];
  /** The almost locked sets of an ALS step, in the order its words name them. */
  readonly sets?: readonly (readonly number[])[];
  /**
   * Candidates drawn because the words talk about them, though the step does not single them
   * out (every digit of an almost locked set): drawn plainly even where the player keeps no
   * notes.
   */
  readonly shownCandidates?: readonly CellDigit[];
  /**
   * A cell route's steps before its last, in order (the rest of the highlights are the last
   * step's, worked out on the board these steps leave).
   */
  readonly route?: readonly RouteMark[];
  /** Name of the technique (level 2 and up), for words beside the picture. */
  readonly technique?: string;
}

/** Fish, finned or not: their houses are drawn as base and cover lines instead of shading. */
const FISH = /(^|-)(x-wing|swordfish|jellyfish)$/;

/** Highlights of a step at a hint level: level 1 shows houses, level 3 the whole reason. */
export function highlightsOf(step: Step, level: 1 | 2 | 3, board: CandidateBoard): HintHighlights {
  const houses = [...new Set([...step.houses, ...(step.coverHouses ?? [])])];
  if (level === 1) {
    if (step.technique === 'naked-single') return {};
    return { houses: step.houses.slice() };
  }
  const technique = techniqueName(step);
  if (level === 2) return { houses, technique };
  const fish = FISH.test(step.technique);
  const nodes = (step.chains ?? []).flat();
  const als = alsMarks(step, board);
  // A chain's links show its houses, a fish's lines and an ALS's sets show their own: no
  // shading for any of them.
  const shaded = fish || nodes.length > 0 || als ? [] : houses;
  const pattern = [
    ...new Set([
      ...step.cells,
      ...(fish ? [] : (step.extraCells ?? [])),
      ...nodes.map((n) => n.cell),
    ]),
  ];
  const eliminations = step.because ?? step.eliminations;
  const targets = [...new Set([...cellsOf(step.placements), ...cellsOf(eliminations)])];
  const out: HintHighlights = {
    pattern,
    targets,
    houses: shaded,
    eliminations,
    placements: step.placements,
    technique,
    ...chainMarks(step, fish ? [...pattern, ...(step.extraCells ?? [])] : pattern, board),
    ...(fish
      ? {
          baseHouses: step.houses,
          coverHouses: step.coverHouses ?? [],
          fins: step.extraCells ?? [],
        }
      : {}),
    ...singleSight(step, board),
    ...als,
  };
  return out;
}

/**
 * For an ALS step: its sets; every candidate of their cells (the words say each set holds one
 * more digit than it has cells); on discs, each restricted common digit in the two sets it
 * links, with a weak link between them (every such digit of one sees every one of the next:
 * not both), drawn between the two closest; in rings, the digits the step strikes out, in the
 * end sets that must hold one of them.
 */
function alsMarks(
  step: Step,
  board: CandidateBoard,
):
  | Pick<HintHighlights, 'sets' | 'shownCandidates' | 'links' | 'candidates' | 'offCandidates'>
  | undefined {
  if (techniqueById(step.technique)?.family !== 'als' || step.chains?.length) return undefined;
  const second = step.extraCells ?? [];
  const sets = step.sets ?? [step.cells.filter((c) => !second.includes(c)), second];
  const holding = (cells: readonly number[], digit: number) =>
    cells.filter((c) => board.has(c, digit));
  const shownCandidates: CellDigit[] = [];
  for (const cell of sets.flat()) {
    for (let d = 1; d <= board.size; d++)
      if (board.has(cell, d)) shownCandidates.push({ cell, digit: d });
  }
  const restricted = [...new Set((step.candidates ?? []).map((c) => c.digit))];
  const links: CandidateLink[] = [];
  const candidates = new Map<number, CellDigit>();
  for (let i = 0; i + 1 < sets.length; i++) {
    const [a, b] = [sets[i]!, sets[i + 1]!];
    const digit = restricted.find(
      (d) => !links.some((l) => l.from.digit === d) && holding(a, d).length && holding(b, d).length,
    );
    if (digit === undefined) continue;
    for (const cell of [...holding(a, digit), ...holding(b, digit)]) {
      candidates.set(keyOf({ cell, digit }), { cell, digit });
    }
    const pairs = holding(a, digit)
      .flatMap((from) => holding(b, digit).map((to) => ({ from, to })))
      .sort((p, q) => cellDistance(board, p.from, p.to) - cellDistance(board, q.from, q.to));
    const { from, to } = pairs[0]!;
    links.push({ from: { cell: from, digit }, to: { cell: to, digit }, strong: false });
  }
  const struck = new Set(step.eliminations.map((e) => e.digit));
  const ends = sets.length > 2 ? [sets[0]!, sets.at(-1)!] : sets;
  const offCandidates = [...struck].flatMap((digit) =>
    ends.flatMap((set) => holding(set, digit).map((cell) => ({ cell, digit }))),
  );
  return { sets, shownCandidates, links, candidates: [...candidates.values()], offCandidates };
}

function cellDistance(board: CandidateBoard, a: number, b: number): number {
  const { size } = board.geometry;
  return Math.abs(Math.floor(a / size) - Math.floor(b / size)) + Math.abs((a % size) - (b % size));
}

const keyOf = (c: CellDigit) => c.cell * 32 + c.digit;

/**
 * The numbered marks of a route's steps before its last (see `RouteMark`), carried out on
 * `board` as they go: a step found on another board of the walk may name candidates an
 * earlier step of the route already settled, and those are left out.
 */
export function routeMarks(steps: readonly Step[], board: CandidateBoard): RouteMark[] {
  return steps.map((step, i) => {
    const struck = (step.because ?? step.eliminations).filter((e) => board.has(e.cell, e.digit));
    applyStep(board, step);
    return {
      order: i + 1,
      technique: techniqueName(step),
      placements: step.placements,
      eliminations: struck,
    };
  });
}

/** The candidates a step relies on; for chains, split into true and false, with the links. */
function chainMarks(
  step: Step,
  cells: readonly number[],
  board: CandidateBoard,
): Pick<HintHighlights, 'candidates' | 'offCandidates' | 'links'> {
  const chains = step.chains ?? [];
  if (chains.length === 0) {
    // The pattern's own candidates, and in its cells the digit it strikes out elsewhere (the
    // Z of a wing or ALS: what sees the cells that lose it).
    const out = new Map((step.candidates ?? []).map((c) => [keyOf(c), c]));
    const struck = new Set((step.because ?? step.eliminations).map((e) => e.digit));
    const digits = step.candidates ? struck : new Set([...step.digits, ...struck]);
    for (const cell of cells) {
      for (const digit of digits) {
        if (board.has(cell, digit)) out.set(keyOf({ cell, digit }), { cell, digit });
      }
    }
    return { candidates: [...out.values()] };
  }
  const on = new Map<number, CellDigit>();
  const off = new Map<number, CellDigit>();
  const links = new Map<string, CandidateLink>();
  for (const chain of chains) {
    chain.forEach((node, i) => {
      if (!board.has(node.cell, node.digit)) return;
      const candidate = { cell: node.cell, digit: node.digit };
      (node.on ? on : off).set(keyOf(candidate), candidate);
      if (i > 0 && !sameCandidate(chain[i - 1]!, node)) {
        const link = linkOf(chain[i - 1]!, node);
        links.set(`${keyOf(link.from)}>${keyOf(link.to)}`, link);
      }
    });
  }
  // A strong link of a forcing chain may hold only because the chain already removed the other
  // candidates of its house or cell (a dynamic link). Each of them is ringed (taken as false),
  // with a weak link from a candidate taken as true before it that removes it (earlier in the
  // same chain, or in another branch); a link whose others no such candidate removes is marked
  // `needs`, drawn as what it is: a link that holds only once those are gone.
  for (const chain of chains) {
    chain.forEach((node, i) => {
      const before = i > 0 ? chain[i - 1] : undefined;
      if (!before || before.on || !node.on || !board.has(node.cell, node.digit)) return;
      const earlier = [
        ...chain.slice(0, i - 1),
        ...chains.filter((c) => c !== chain).flat(),
      ].filter((n) => n.on && !sameCandidate(n, node));
      const unexplained: CellDigit[] = [];
      for (const extra of othersOf(board, before, node)) {
        off.set(keyOf(extra), extra);
        const cause = earlier.find((n) => removes(board, n, extra));
        if (!cause) {
          unexplained.push(extra);
          continue;
        }
        const link = { from: { cell: cause.cell, digit: cause.digit }, to: extra, strong: false };
        links.set(`${keyOf(link.from)}>${keyOf(link.to)}`, link);
      }
      const key = `${keyOf(before)}>${keyOf(node)}`;
      const link = links.get(key);
      if (link && unexplained.length) links.set(key, { ...link, needs: unexplained });
    });
  }
  for (const key of on.keys()) off.delete(key);
  return {
    candidates: step.candidates ?? [...on.values()],
    offCandidates: [...off.values()],
    links: [...links.values()],
  };
}

/**
 * The candidates besides `from` and `to` that a strong link between them needs gone: the other
 * candidates of the cell (a cell link), or of the digit in the house of the link.
 */
function othersOf(board: CandidateBoard, from: ChainNode, to: ChainNode): CellDigit[] {
  if (from.group || to.group) return [];
  if (from.cell === to.cell) {
    const out: CellDigit[] = [];
    for (let d = 1; d <= board.size; d++) {
      if (d !== from.digit && d !== to.digit && board.has(to.cell, d))
        out.push({ cell: to.cell, digit: d });
    }
    return out;
  }
  // A cell link (via -1) between different cells names no house.
  const house = to.via >= 0 ? board.geometry.houses[to.via] : undefined;
  if (!house || !house.cells.includes(from.cell)) return [];
  return house.cells
    .filter((c) => c !== from.cell && c !== to.cell && board.has(c, to.digit))
    .map((cell) => ({ cell, digit: to.digit }));
}

/** Whether a candidate taken as true removes another: same cell, or same digit in sight. */
function removes(board: CandidateBoard, on: CellDigit, other: CellDigit): boolean {
  if (on.cell === other.cell) return on.digit !== other.digit;
  return on.digit === other.digit && board.sees(on.cell, other.cell);
}

function sameCandidate(a: ChainNode, b: ChainNode): boolean {
  return a.cell === b.cell && a.digit === b.digit;
}

/** A step from one node to the next: "not a, so b" is strong; "a, so not b" is weak. */
function linkOf(from: ChainNode, to: ChainNode): CandidateLink {
  return {
    from: { cell: from.cell, digit: from.digit },
    to: { cell: to.cell, digit: to.digit },
    strong: !from.on && to.on,
  };
}

/** Houses a line of sight prefers: straight lines read best, then boxes. */
const HOUSE_PREFERENCE = ['row', 'column', 'box', 'region', 'diagonal', 'window'];

/** The house two cells share, by that preference (undefined when they share none). */
function sharedHouse(board: CandidateBoard, a: number, b: number): number | undefined {
  const { geometry } = board;
  const rank = (h: number) => HOUSE_PREFERENCE.indexOf(geometry.houses[h]!.kind);
  return geometry.housesOfCell[a]!.filter((h) => geometry.housesOfCell[b]!.includes(h)).sort(
    (x, y) => rank(x) - rank(y),
  )[0];
}

/** How preferred the line from a to b is (lower is better; no shared house last). */
function sightRank(board: CandidateBoard, a: number, b: number): number {
  const house = sharedHouse(board, a, b);
  return house === undefined
    ? HOUSE_PREFERENCE.length
    : HOUSE_PREFERENCE.indexOf(board.geometry.houses[house]!.kind);
}

/**
 * For a hidden or naked single: the filled cells whose digits rule out the alternatives, and
 * the lines they rule them out along (one per source and house, to the farthest cell).
 */
function singleSight(
  step: Step,
  board: CandidateBoard,
): Pick<HintHighlights, 'sources' | 'sightLines'> {
  if (step.placements.length === 0) return {};
  const placement = step.placements[0]!;
  const { geometry } = board;
  const reasons = new Map<number, number[]>(); // source -> cells it rules out
  if (step.technique === 'hidden-single-box' || step.technique === 'hidden-single-line') {
    const house = geometry.houses[step.houses[0]!]!;
    const open = house.cells.filter((c) => c !== placement.cell && board.values[c] === 0);
    const sources: number[] = [];
    board.values.forEach((d, cell) => {
      if (d === placement.digit && !house.cells.includes(cell)) sources.push(cell);
    });
    // Greedy cover: the source that rules out the most cells still open, each round.
    let left = open.filter((c) => sources.some((s) => board.sees(s, c)));
    while (left.length > 0) {
      const best = sources
        .map((s) => ({ s, covered: left.filter((c) => board.sees(s, c)) }))
        .sort((a, b) => b.covered.length - a.covered.length || a.s - b.s)[0]!;
      reasons.set(best.s, best.covered);
      left = left.filter((c) => !best.covered.includes(c));
    }
  } else if (step.technique === 'naked-single') {
    // Each other digit, from the peer holding it: rows and columns first, then the box.
    const target = placement.cell;
    const peers = [...geometry.peers[target]!].sort(
      (a, b) => sightRank(board, target, a) - sightRank(board, target, b) || a - b,
    );
    const digitsSeen = new Set<number>();
    for (const peer of peers) {
      const d = board.values[peer]!;
      if (d === 0 || d === placement.digit || digitsSeen.has(d)) continue;
      digitsSeen.add(d);
      reasons.set(peer, [placement.cell]);
    }
  } else {
    return {};
  }
  const lines = new Map<string, SightLine>();
  for (const [source, ruled] of reasons) {
    for (const cell of ruled) {
      const house = sharedHouse(board, source, cell);
      if (house === undefined) continue;
      const key = `${source}|${house}`;
      const known = lines.get(key);
      if (!known || distance(board, source, cell) > distance(board, source, known.to)) {
        lines.set(key, { from: source, to: cell, house });
      }
    }
  }
  return { sources: [...reasons.keys()], sightLines: [...lines.values()] };
}

function distance(board: CandidateBoard, a: number, b: number): number {
  const { size } = board.geometry;
  return Math.hypot(Math.floor(a / size) - Math.floor(b / size), (a % size) - (b % size));
}
