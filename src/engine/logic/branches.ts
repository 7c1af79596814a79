// Branches of forcing chains: what one assumption leads to, kept after the engine moves on to
// the next assumption, and the nodes that every branch of a cell or house reaches (the
// conclusions of a multiple forcing chain).
//
// Grading makes these by the hundred thousand and most hold a few dozen nodes, so a branch
// keeps only small per-position arrays of its walk. Whole-board typed arrays per branch cost
// more in allocation and garbage collection than the walks themselves.

import { cachedFor, type CandidateBoard } from './board.ts';
import {
  ADVANCED,
  type AdvancedOff,
  type Implications,
  type NodeId,
  type PropagationMode,
} from './implications.ts';

export interface Branch {
  readonly start: NodeId;
  /** Nodes reached, in the order reached (the assumption first). */
  readonly order: readonly NodeId[];
  /**
   * Links from the assumption to each node of `order` plus one, by position: a lower bound
   * on the node's ancestor count, which prunes conclusions cheaply.
   */
  readonly reach: ArrayLike<number>;
  /** First parent of each node of `order` (-1 for the assumption), by position. */
  readonly firstParent: ArrayLike<number>;
  /** How each node of `order` was reached when by a single (see `Implications.single`). */
  readonly single: ArrayLike<number> | undefined;
  /** Position of each node in `order`, made on first use (most branches never need it). */
  position: Map<NodeId, number> | undefined;
  /** Nodes reached through nested techniques, with their parents (nested walks only). */
  readonly advanced: ReadonlyMap<NodeId, AdvancedOff> | undefined;
  /** The first contradiction met: a node on and off, or an emptied cell or house. */
  readonly contradiction: NodeId[] | undefined;
  /** Its complexity (Sudoku Explainer counts both halves of an on/off clash). */
  readonly contradictionComplexity: number;
}

const branchCaches = new WeakMap<CandidateBoard, { version: number; value: Map<number, Branch> }>();

/** The propagation from one assumption, computed once per board state and mode. */
export function branchOf(
  board: CandidateBoard,
  engine: Implications,
  start: NodeId,
  mode: PropagationMode,
): Branch {
  const cache = cachedFor(branchCaches, board, () => new Map<number, Branch>());
  const flags = (mode.x ? 1 : 0) + (mode.y ? 2 : 0) + (mode.dynamic ? 4 : 0);
  const key = (start * 8 + flags) * 8 + (mode.level ?? 0);
  const hit = cache.get(key);
  if (hit) return hit;
  const result = engine.propagate([start], mode, { stopOnContradiction: false });
  const { order } = result;
  // Long walks (dynamic ones reach hundreds of nodes) keep typed arrays, whose contents the
  // garbage collector never traces; short ones keep plain arrays, cheaper to allocate.
  const long = order.length > 64;
  const reach = long ? new Int32Array(order.length) : new Array<number>(order.length);
  const firstParent = long ? new Int32Array(order.length) : new Array<number>(order.length);
  const single = mode.dynamic ? new Int32Array(order.length) : undefined;
  for (let i = 0; i < order.length; i++) {
    const n = order[i]!;
    reach[i] = engine.depth[n]! + 1;
    firstParent[i] = engine.parent[n]!;
    if (single) single[i] = engine.single[n]!;
  }
  // The engine still holds this walk's parents, so contradictions are counted from it.
  const advanced = engine.advanced.size ? new Map(engine.advanced) : undefined;
  const weight = advanced ? (n: NodeId) => advanced.get(n)?.weight ?? 0 : undefined;
  const count = (targets: NodeId[]) => engine.ancestorCount(targets, undefined, weight);
  let contradiction: NodeId[] | undefined;
  let contradictionComplexity = 0;
  if (result.contradiction) {
    const { on, off } = result.contradiction;
    contradiction = [on, off];
    contradictionComplexity = count([on]) + count([off]);
  } else {
    contradiction = engine.emptied(mode);
    if (contradiction) contradictionComplexity = count(contradiction);
  }
  const branch: Branch = {
    start,
    order,
    reach,
    firstParent,
    single,
    position: undefined,
    advanced,
    contradiction,
    contradictionComplexity,
  };
  cache.set(key, branch);
  return branch;
}

/** The parents of a node in a branch (for ancestor counts and chain paths). */
export function branchParents(engine: Implications, b: Branch): (n: NodeId) => readonly NodeId[] {
  return (n) => {
    if (!b.position) {
      b.position = new Map();
      for (let i = 0; i < b.order.length; i++) b.position.set(b.order[i]!, i);
    }
    const i = b.position.get(n);
    if (i === undefined) return [];
    const how = b.single?.[i];
    if (how === ADVANCED) return b.advanced?.get(n)?.parents ?? [];
    if (how) return engine.reasonsOf(n, how);
    const p = b.firstParent[i]!;
    return p < 0 ? [] : [p];
  };
}

/** The complexity nested steps add to a branch's node (0 outside nested walks). */
export function branchWeight(b: Branch): ((n: NodeId) => number) | undefined {
  const advanced = b.advanced;
  return advanced ? (n) => advanced.get(n)?.weight ?? 0 : undefined;
}

/** Scratch for `sharedNodes`, grown to the largest board seen. */
let seenBy = new Int32Array(0);
let depthSum = new Int32Array(0);
let stamp = 0;

/**
 * Calls `visit` for each node every branch reaches, in the first branch's order, with the sum
 * of the branches' `reach` values for it (a lower bound on the conclusion's complexity).
 */
export function sharedNodes(
  branches: readonly Branch[],
  nodeCount: number,
  visit: (node: NodeId, atLeast: number) => void,
): void {
  if (seenBy.length < nodeCount || stamp > 0x3fffffff) {
    seenBy = new Int32Array(Math.max(nodeCount, seenBy.length));
    depthSum = new Int32Array(seenBy.length);
    stamp = 0;
  }
  // seenBy[n] = base + how many branches, in turn, reached n; values left by earlier calls
  // are below this call's base.
  const base = stamp;
  stamp += branches.length + 1;
  const first = branches[0]!;
  for (let i = 0; i < first.order.length; i++) {
    const n = first.order[i]!;
    seenBy[n] = base + 1;
    depthSum[n] = first.reach[i]!;
  }
  for (let k = 1; k < branches.length; k++) {
    const b = branches[k]!;
    let kept = 0;
    for (let i = 0; i < b.order.length; i++) {
      const n = b.order[i]!;
      if (seenBy[n] !== base + k) continue;
      seenBy[n] = base + k + 1;
      depthSum[n]! += b.reach[i]!;
      kept++;
    }
    if (!kept) return;
  }
  const all = base + branches.length;
  for (const n of first.order) if (seenBy[n] === all) visit(n, depthSum[n]!);
}
