// The chain engine: from an assumption ("r1c1 is 7" or "r1c1 is not 7") follow what it forces,
// recording why each consequence follows (its parents). Static mode uses the board's strong
// links (a bivalue cell, a digit with two places in a house); dynamic mode re-reads the board
// as the assumption's consequences remove candidates (naked and hidden singles on the fly).
// The links of the board are built once into flat arrays, so a propagation is a plain
// breadth-first walk. The engine has no clock: propagations count their work in `spent`.

import { cachedFor, type CandidateBoard } from './board.ts';
import { staticLinks } from './links.ts';
import type { ChainNode } from './step.ts';

/** Node id: ((cell * size) + digit - 1) * 2 + (on ? 1 : 0). */
/** `Implications.single` of a node reached as a naked single. */
export const NAKED_SINGLE = -1;
/** `Implications.single` of a node concluded by a nested technique (see `Advance`). */
export const ADVANCED = -2;

export type NodeId = number;

/** A candidate a nested technique removes mid-walk, the removals it rests on, and its weight. */
export interface AdvancedOff {
  readonly node: NodeId;
  readonly parents: readonly NodeId[];
  /** Complexity of the nested step itself (its chain's candidates), added to the chain's. */
  readonly weight: number;
}

/**
 * Nested techniques for dynamic walks (Sudoku Explainer's "+" and nested levels): called when
 * the walk runs dry, with the walk's candidates (`work`); returns removals that follow.
 */
export type Advance = (engine: Implications, work: Uint32Array) => readonly AdvancedOff[];

export interface PropagationMode {
  /** Follow links along houses on the same digit (X links). */
  readonly x: boolean;
  /** Follow links inside cells (Y links). */
  readonly y: boolean;
  /** Re-read the board as candidates fall (naked/hidden singles found on the way). */
  readonly dynamic: boolean;
  /** Dynamic mode: nested techniques tried when the walk runs dry (none by default). */
  readonly advance?: Advance;
  /** Nesting level of `advance` (a cache key: walks of different levels differ). */
  readonly level?: number;
}

export interface PropagateOptions {
  /** Stop at the first node reached both on and off (default true). */
  readonly stopOnContradiction?: boolean;
}

/** One propagation's outcome. */
export interface Propagated {
  /** Nodes reached, in order (the assumptions first). */
  readonly order: readonly NodeId[];
  /** A node reached both on and off, if any. */
  readonly contradiction?: { on: NodeId; off: NodeId };
}

/** Reusable state for propagations on one board. */
export class Implications {
  readonly board: CandidateBoard;
  readonly size: number;
  readonly nodeCount: number;
  private readonly seen: Int32Array;
  private stamp = 0;
  /** First parent of each reached node (-1 for an assumption), for the latest propagation. */
  readonly parent: Int32Array;
  /** All parents of nodes with several (dynamic singles); undefined for one parent. */
  /**
   * How a node with several parents was reached, for the latest propagation: 0 for one
   * parent, NAKED_SINGLE, or 1 + house for a hidden single. Its parents (the candidates that
   * went off) follow from the board, so they are listed only when asked for (`reasonsOf`):
   * dynamic walks find thousands of singles and most are never traced back.
   */
  readonly single: Int32Array;
  /** Links from the assumption to each reached node. */
  readonly depth: Int32Array;
  /** Working candidates and per-house digit counts for dynamic mode. */
  private readonly work: Uint32Array;
  private readonly houseCounts: Int32Array;
  private readonly baseCounts: Int32Array;
  /**
   * Static links: `linkTargets[linkStart[n] .. linkStart[n + 1])`, X links flagged in bit 0
   * (read by the nice-loop search, which walks them its own way).
   */
  readonly linkStart: Int32Array;
  readonly linkTargets: Int32Array;
  /** Work units spent since the last reset. */
  spent = 0;
  /** Nodes the latest propagation reached through `advance`, with their parents and weight. */
  readonly advanced = new Map<NodeId, AdvancedOff>();
  /** Scratch queue for `depthTo`. */
  private readonly queue: Int32Array;
  /** Scratch for `ancestorCount`. */
  private readonly counted: Int32Array;
  private countStamp = 0;
  private readonly countStack: NodeId[] = [];

  constructor(board: CandidateBoard) {
    this.board = board;
    this.size = board.size;
    const { cellCount, houseCount } = board.tables;
    this.nodeCount = cellCount * board.size * 2;
    this.seen = new Int32Array(this.nodeCount);
    this.parent = new Int32Array(this.nodeCount);
    this.single = new Int32Array(this.nodeCount);
    this.depth = new Int32Array(this.nodeCount);
    this.counted = new Int32Array(this.nodeCount);
    this.queue = new Int32Array(this.nodeCount);
    this.work = new Uint32Array(cellCount);
    this.houseCounts = new Int32Array(houseCount * (board.size + 1));
    this.baseCounts = new Int32Array(houseCount * (board.size + 1));
    const { size, houseCells } = board.tables;
    for (let h = 0; h < houseCount; h++) {
      for (let i = h * size; i < h * size + size; i++) {
        let m = board.cands[houseCells[i]!]!;
        while (m) {
          const d = 31 - Math.clz32(m & -m);
          m &= m - 1;
          this.baseCounts[h * (size + 1) + d]!++;
        }
      }
    }
    [this.linkStart, this.linkTargets] = staticLinks(board, this.baseCounts);
  }

  node(cell: number, digit: number, on: boolean): NodeId {
    return ((cell * this.size + digit - 1) << 1) | (on ? 1 : 0);
  }

  cellOf(node: NodeId): number {
    return Math.floor((node >> 1) / this.size);
  }

  digitOf(node: NodeId): number {
    return ((node >> 1) % this.size) + 1;
  }

  isOn(node: NodeId): boolean {
    return (node & 1) === 1;
  }

  /** True when `node` was reached by the latest propagation. */
  reached(node: NodeId): boolean {
    return this.seen[node] === this.stamp;
  }

  /**
   * Propagates assumptions; parents and depths of reached nodes stay readable afterwards.
   * (The dynamic walk below; static propagations take the plain walk of `propagateStatic`.)
   */
  propagate(
    assumptions: readonly NodeId[],
    mode: PropagationMode,
    options: PropagateOptions = {},
  ): Propagated {
    if (!mode.dynamic) {
      return this.propagateStatic(assumptions, mode, options.stopOnContradiction ?? true);
    }
    // Sukaku Explainer's dynamic closure (Chaining.doChaining in SudokuMonster/SukakuExplainer):
    // two queues, every pending "on" handled before any "off"; an "off" removes its candidate
    // only when handled, after the singles it leaves (a cell's other candidate, a house's other
    // place) are read from the board as it stands. The order decides which contradiction is met
    // first, and so the chain's length and rating.
    const { seen, parent, single, depth } = this;
    const stamp = ++this.stamp;
    const work = this.work;
    work.set(this.board.cands);
    this.houseCounts.set(this.baseCounts);
    const order: NodeId[] = [];
    const ons: NodeId[] = [];
    const offs: NodeId[] = [];
    let contradiction: { on: NodeId; off: NodeId } | undefined;
    const reach = (node: NodeId, from: NodeId, d: number, how = 0): void => {
      if (seen[node] === stamp) return;
      seen[node] = stamp;
      parent[node] = from;
      single[node] = how;
      depth[node] = d;
      order.push(node);
      (node & 1 ? ons : offs).push(node);
      if (!contradiction && seen[node ^ 1] === stamp) {
        contradiction = node & 1 ? { on: node, off: node ^ 1 } : { on: node ^ 1, off: node };
      }
    };
    this.advanced.clear();
    for (const a of assumptions) reach(a, -1, 0);
    const { size } = this;
    const { houses } = this.board.geometry;
    const seHouses = seHousesOf(this.board);
    let onHead = 0;
    let offHead = 0;
    // Sukaku Explainer's closure ends at its first contradiction, whatever the caller asks.
    while (!contradiction) {
      if (onHead < ons.length) {
        const node = ons[onHead++]!;
        const d = depth[node]! + 1;
        const cell = Math.floor((node >> 1) / size);
        const digit = ((node >> 1) % size) + 1;
        const bit = 1 << digit;
        this.spent += 24;
        if (mode.y) {
          for (let m = work[cell]! & ~bit; m; m &= m - 1) {
            reach(this.node(cell, 31 - Math.clz32(m & -m), false), node, d);
          }
        }
        if (mode.x) {
          for (const h of seHouses[cell]!) {
            for (const c of houses[h]!.cells) {
              if (c !== cell && work[c]! & bit) reach(this.node(c, digit, false), node, d);
            }
          }
        }
        continue;
      }
      if (offHead < offs.length) {
        const node = offs[offHead++]!;
        const d = depth[node]! + 1;
        const cell = Math.floor((node >> 1) / size);
        const digit = ((node >> 1) % size) + 1;
        const bit = 1 << digit;
        if (!(work[cell]! & bit)) continue;
        this.spent += 8;
        if (mode.y) {
          const rest = work[cell]! & ~bit;
          if (rest && (rest & (rest - 1)) === 0) {
            reach(this.node(cell, 31 - Math.clz32(rest), true), node, d, NAKED_SINGLE);
          }
        }
        for (const h of seHouses[cell]!) {
          const idx = h * (size + 1) + digit;
          if (mode.x && this.houseCounts[idx] === 2) {
            const hc = houses[h]!.cells;
            this.spent += hc.length;
            for (const c of hc) {
              if (c !== cell && work[c]! & bit) {
                reach(this.node(c, digit, true), node, d, h + 1);
                break;
              }
            }
          }
        }
        work[cell] = work[cell]! & ~bit;
        for (const h of seHouses[cell]!) this.houseCounts[h * (size + 1) + digit]!--;
        continue;
      }
      if (!this.advanceWalk(mode, reach)) break;
    }
    return contradiction ? { order, contradiction } : { order };
  }

  /**
   * Links from a static assumption to `target` on the shortest chain, or -1 when it is not
   * reached within `maxDepth`. Parents stay readable for `pathTo`. The forcing-chain search
   * asks this from every candidate at every step, so it walks a reused queue and keeps no
   * order. It is a copy of `propagateStatic`'s loop on purpose: one loop serving both (with
   * the contradiction check switched off here) made the forcing-chain search 13-15% slower.
   */
  depthTo(start: NodeId, target: NodeId, mode: PropagationMode, maxDepth: number): number {
    const { seen, parent, single, depth, linkStart, linkTargets, queue } = this;
    const stamp = ++this.stamp;
    const allowX = mode.x ? 1 : 0;
    const allowY = mode.y ? 1 : 0;
    seen[start] = stamp;
    parent[start] = -1;
    single[start] = 0;
    depth[start] = 0;
    queue[0] = start;
    let tail = 1;
    let spent = 0;
    let found = start === target ? 0 : -1;
    for (let i = 0; i < tail && found < 0; i++) {
      const node = queue[i]!;
      const d = depth[node]!;
      if (d >= maxDepth) continue;
      const end = linkStart[node + 1]!;
      spent += end - linkStart[node]! + 2;
      for (let k = linkStart[node]!; k < end; k++) {
        const t = linkTargets[k]!;
        if (!((t & 1) === 1 ? allowX : allowY)) continue;
        const next = t >> 1;
        if (seen[next] === stamp) continue;
        seen[next] = stamp;
        parent[next] = node;
        single[next] = 0;
        depth[next] = d + 1;
        queue[tail++] = next;
        if (next === target) {
          found = d + 1;
          break;
        }
      }
    }
    this.spent += spent;
    return found;
  }

  /** Static propagation: a plain breadth-first walk over the prebuilt links. */
  private propagateStatic(
    assumptions: readonly NodeId[],
    mode: PropagationMode,
    stopOnContradiction: boolean,
  ): Propagated {
    const { seen, parent, single, depth, linkStart, linkTargets } = this;
    const stamp = ++this.stamp;
    const order: NodeId[] = [];
    let contradiction: { on: NodeId; off: NodeId } | undefined;
    const allowX = mode.x ? 1 : 0;
    const allowY = mode.y ? 1 : 0;
    for (const a of assumptions) {
      if (seen[a] === stamp) continue;
      seen[a] = stamp;
      parent[a] = -1;
      single[a] = 0;
      depth[a] = 0;
      order.push(a);
    }
    let spent = 0;
    search: for (let i = 0; i < order.length; i++) {
      const node = order[i]!;
      const d = depth[node]!;
      const end = linkStart[node + 1]!;
      spent += end - linkStart[node]! + 2;
      for (let k = linkStart[node]!; k < end; k++) {
        const t = linkTargets[k]!;
        if (!((t & 1) === 1 ? allowX : allowY)) continue;
        const next = t >> 1;
        if (seen[next] === stamp) continue;
        seen[next] = stamp;
        parent[next] = node;
        single[next] = 0;
        depth[next] = d + 1;
        order.push(next);
        if (!contradiction && seen[next ^ 1] === stamp) {
          contradiction = next & 1 ? { on: next, off: next ^ 1 } : { on: next ^ 1, off: next };
          if (stopOnContradiction) break search;
        }
      }
    }
    this.spent += spent;
    return contradiction ? { order, contradiction } : { order };
  }

  /**
   * When a dynamic walk runs dry: the removals its nested techniques find, reached as new
   * nodes (one level deeper than their deepest parent). False when there are none.
   */
  private advanceWalk(
    mode: PropagationMode,
    reach: (node: NodeId, from: NodeId, depth: number, how?: number) => void,
  ): boolean {
    if (!mode.advance) return false;
    let added = false;
    for (const off of mode.advance(this, this.work)) {
      if (this.seen[off.node] === this.stamp) continue;
      let d = 0;
      for (const p of off.parents) d = Math.max(d, this.depth[p]!);
      this.advanced.set(off.node, off);
      reach(off.node, off.parents[0] ?? -1, d + 1, ADVANCED);
      added = true;
    }
    return added;
  }

  /** The parents of a node reached by a single (`how` from `single`): what went off. */
  reasonsOf(node: NodeId, how: number): readonly NodeId[] {
    if (how === ADVANCED) return this.advanced.get(node)?.parents ?? [];
    const cell = this.cellOf(node);
    const digit = this.digitOf(node);
    const { cands } = this.board;
    const reasons: NodeId[] = [];
    if (how === NAKED_SINGLE) {
      let gone = cands[cell]! & ~(1 << digit);
      while (gone) {
        const g = 31 - Math.clz32(gone & -gone);
        gone &= gone - 1;
        reasons.push(this.node(cell, g, false));
      }
    } else {
      for (const c of this.board.geometry.houses[how - 1]!.cells) {
        if (c !== cell && cands[c]! & (1 << digit)) reasons.push(this.node(c, digit, false));
      }
    }
    return reasons;
  }

  /** After a dynamic propagation: a cell or house left without candidates, with its reasons. */
  emptied(mode: PropagationMode): NodeId[] | undefined {
    if (!mode.dynamic) return undefined;
    const { cands } = this.board;
    const work = this.work;
    const { cellCount, houseCount, size } = this.board.tables;
    if (mode.y) {
      for (let c = 0; c < cellCount; c++) {
        if (!cands[c] || work[c]) continue;
        const reasons: NodeId[] = [];
        let gone = cands[c]!;
        while (gone) {
          const d = 31 - Math.clz32(gone & -gone);
          gone &= gone - 1;
          reasons.push(this.node(c, d, false));
        }
        return reasons;
      }
    }
    if (mode.x) {
      for (let h = 0; h < houseCount; h++) {
        for (let d = 1; d <= size; d++) {
          const idx = h * (size + 1) + d;
          if (this.baseCounts[idx]! === 0 || this.houseCounts[idx]! > 0) continue;
          return this.board.geometry.houses[h]!.cells.filter((c) => cands[c]! & (1 << d)).map((c) =>
            this.node(c, d, false),
          );
        }
      }
    }
    return undefined;
  }

  /** Parents of a node reached by the latest propagation. */
  parentsOf(node: NodeId): readonly NodeId[] {
    const how = this.single[node]!;
    if (how) return this.reasonsOf(node, how);
    const p = this.parent[node]!;
    return p < 0 ? [] : [p];
  }

  /**
   * Number of distinct nodes among `targets` and all their ancestors, plus the `weight` of
   * each (the complexity of nested steps).
   */
  ancestorCount(
    targets: readonly NodeId[],
    parents: (n: NodeId) => readonly NodeId[] = (n) => this.parentsOf(n),
    weight?: (n: NodeId) => number,
  ): number {
    // Counted for nearly every conclusion of a forcing chain, so marks are stamps in a
    // reused array rather than a new Set each time.
    const mark = this.counted;
    const stamp = ++this.countStamp;
    const stack = this.countStack;
    stack.length = 0;
    for (const t of targets) stack.push(t);
    let count = 0;
    while (stack.length) {
      const n = stack.pop()!;
      if (mark[n] === stamp) continue;
      mark[n] = stamp;
      count += weight ? 1 + weight(n) : 1;
      for (const p of parents(n)) if (mark[p] !== stamp) stack.push(p);
    }
    return count;
  }

  /** The chain from an assumption to `target` along first parents, as chain nodes. */
  pathTo(
    target: NodeId,
    parents: (n: NodeId) => readonly NodeId[] = (n) => this.parentsOf(n),
  ): ChainNode[] {
    const nodes: NodeId[] = [];
    let cur = target;
    const guard = new Set<NodeId>();
    while (cur >= 0 && !guard.has(cur)) {
      guard.add(cur);
      nodes.push(cur);
      cur = parents(cur)[0] ?? -1;
    }
    nodes.reverse();
    return nodes.map((n, i) => ({
      cell: this.cellOf(n),
      digit: this.digitOf(n),
      on: this.isOn(n),
      via: i === 0 ? -1 : this.viaHouse(nodes[i - 1]!, n),
    }));
  }

  /** The house that links two consecutive nodes (-1 for a link inside a cell). */
  private viaHouse(from: NodeId, to: NodeId): number {
    const a = this.cellOf(from);
    const b = this.cellOf(to);
    if (a === b) return -1;
    const hb = this.board.geometry.housesOfCell[b]!;
    return this.board.geometry.housesOfCell[a]!.find((h) => hb.includes(h)) ?? -1;
  }
}

const seHousesCache = new Map<string, number[][]>();

/** Each cell's houses in Sukaku Explainer's region order: box, row, column, then others. */
function seHousesOf(board: CandidateBoard): number[][] {
  let out = seHousesCache.get(board.geometry.id);
  if (!out) {
    const rank = { box: 0, row: 1, column: 2 } as Record<string, number>;
    const { houses, housesOfCell } = board.geometry;
    out = housesOfCell.map((list) =>
      [...list].sort(
        (a, b) => (rank[houses[a]!.kind] ?? 3) - (rank[houses[b]!.kind] ?? 3) || a - b,
      ),
    );
    seHousesCache.set(board.geometry.id, out);
  }
  return out;
}

const engines = new WeakMap<CandidateBoard, { version: number; value: Implications }>();

/** The chain engine of a board's current state (shared by the chain techniques of a step). */
export function implicationsOf(board: CandidateBoard): Implications {
  return cachedFor(engines, board, () => new Implications(board));
}
