// Chains of two strong links on one digit, Sukaku Explainer's Turbot Fish (TurbotFish.java in
// SudokuMonster/SukakuExplainer: Skyscraper 4.0, 2-String Kite 4.1, Turbot 4.2, grouped 4.3),
// searched by pairs of links: this search runs at nearly every step of grading, on boards
// with dozens of (grouped) links per digit, so pairs are found through the houses their ends
// lie in, bucketed by rating class, and only those that could beat the best so far concluded.

import { BOX, OTHER, sharedHouse, type DigitLink, type EndRef } from './strong-link-table.ts';
import { conclude, type Found, type Walk } from './strong-link-walk.ts';

/**
 * Two-link chains on boards of up to 32 houses: every pair of links, joined end to end where
 * the ends share a house (house sets as bits), the same chains `extend` walks, found faster:
 * this search runs at nearly every step of grading and nearly always finds nothing, often on
 * boards with dozens of (grouped) links per digit. Nothing is allocated unless a chain is.
 */
export function searchPairs(walk: Walk): Found | undefined {
  // Plain links first (few): a chain with a grouped link rates 4.3, above every plain one.
  const seed = walk.best;
  const plainBest = searchPairsAmong(walk, false);
  if (plainBest !== seed || (plainBest && plainBest.rating < 4.3)) return plainBest;
  return searchPairsAmong(walk, true);
}

/** Two-link chains of plain links (4.0-4.2), or (`grouped`) those with a grouped link (4.3). */
function searchPairsAmong(walk: Walk, grouped: boolean): Found | undefined {
  const { links, words, holding, houseBits } = walk;
  // Every end, numbered, with its link; per house the ends lying in it (two words: 64 ends).
  const refs = walk.refs;
  const owner = walk.owner;
  refs.length = 0;
  owner.length = 0;
  for (let k = 0; k < links.length; k++) {
    if (!grouped && !plain(links[k]!)) continue;
    for (const ref of links[k]!.refs) {
      refs.push(ref);
      owner.push(k);
    }
  }
  if (grouped && refs.length === 0) return undefined;
  if (refs.length > 64) {
    for (let rank = grouped ? 3 : 0; rank < (grouped ? 4 : 3); rank++) {
      const found = searchPairsPlain(walk, rank);
      if (found) return found;
    }
    return undefined;
  }
  // Per house the ends lying in it; in the grouped pass also those of grouped links only (a
  // plain link pairs there with grouped ones alone).
  const endsIn = walk.endsIn;
  endsIn.fill(0);
  const groupedIn = walk.groupedIn;
  if (grouped) groupedIn.fill(0);
  for (let r = 0; r < refs.length; r++) {
    const isGrouped = grouped && !plain(links[owner[r]!]!);
    for (const h of refs[r]!.end.houses) {
      endsIn[h * 2 + (r >> 5)]! |= 1 << (r & 31);
      if (isGrouped) groupedIn[h * 2 + (r >> 5)]! |= 1 << (r & 31);
    }
  }
  // The pairs that join and could clear something, by rating class: 4.0, 4.1, 4.2, 4.3.
  const buckets = walk.buckets;
  for (const bucket of buckets) bucket.length = 0;
  const victims = walk.scratch;
  for (let ra = 0; ra < refs.length; ra++) {
    const a = owner[ra]!;
    const la = links[a]!;
    const from = refs[ra]!;
    const start = from.end;
    // Ends the chain can step on to: in a house with this link's other end, of a later link
    // (refs come in link order: those past this link's last), grouped if this one is plain.
    let last = ra;
    while (last + 1 < refs.length && owner[last + 1] === a) last++;
    const table = grouped && plain(la) ? groupedIn : endsIn;
    let near0 = 0;
    let near1 = 0;
    for (const h of from.other.houses) {
      near0 |= table[h * 2]!;
      near1 |= table[h * 2 + 1]!;
    }
    if (last >= 31) near0 = 0;
    else near0 &= ~((2 << last) - 1);
    if (last >= 32) near1 &= last >= 63 ? 0 : ~((2 << (last - 32)) - 1);
    if (!near0 && !near1) continue;
    // Cells the chain's start could clear: seeing it, holding the digit, outside its house.
    let open = 0;
    for (let w = 0; w < words; w++) {
      const v = start.sees[w]! & holding[w]! & ~houseBits[la.house * words + w]!;
      victims[w] = v;
      open |= v;
    }
    for (let half = 0; half < 2; half++) {
      for (let m = half ? near1 : near0; m; m &= m - 1) {
        const rb = half * 32 + 31 - Math.clz32(m & -m);
        const b = owner[rb]!;
        const end = refs[rb]!.other;
        if (!(start.houseMask & end.houseMask)) {
          // Neither a loop nor a cell seeing both free ends: nothing to clear.
          if (!open) continue;
          let any = 0;
          for (let w = 0; w < words; w++) any |= victims[w]! & end.sees[w]!;
          if (!any) continue;
        }
        const rank = pairClass(la, links[b]!);
        // The grouped pass takes only pairs with a grouped link (the plain ones found none).
        if (grouped && rank < 3) continue;
        // At most this many eliminations (a loop may add some: counted as unbounded).
        let most = 81;
        if (!(start.houseMask & end.houseMask)) {
          most = 0;
          const lbHouse = links[b]!.house * words;
          for (let w = 0; w < words; w++) {
            for (let v = victims[w]! & end.sees[w]! & ~houseBits[lbHouse + w]!; v; v &= v - 1)
              most++;
          }
        }
        buckets[rank]!.push((ra * 64 + rb) * 128 + most);
      }
    }
  }
  const seed = walk.best;
  for (let rank = 0; rank < 4; rank++) {
    const rating = PAIR_RATINGS[rank]!;
    if (walk.best && walk.best.rating < rating) break;
    for (const code of buckets[rank]!) {
      // Can't beat the best so far: no more eliminations at its rating.
      const most = code % 128;
      if (walk.best && walk.best.rating === rating && most <= walk.best.count) continue;
      const pair = Math.floor(code / 128);
      const ra = pair >> 6;
      const rb = pair & 63;
      tryPair(walk, links[owner[ra]!]!, refs[ra]!, links[owner[rb]!]!, refs[rb]!);
    }
    if (walk.best !== seed) return walk.best;
  }
  return walk.best;
}

const plain = (link: DigitLink) => !link.grouped && link.kind !== OTHER;

/** Ratings of the pair classes: Skyscraper, 2-String Kite, Turbot Fish, grouped. */
const PAIR_RATINGS = [4.0, 4.1, 4.2, 4.3];

/** The rating class of a pair of links: 0 Skyscraper, 1 Kite, 2 Turbot, 3 grouped (4.0-4.3). */
function pairClass(a: DigitLink, b: DigitLink): number {
  if (!plain(a) || !plain(b)) return 3;
  if (a.kind === BOX || b.kind === BOX) return 2;
  return a.kind === b.kind ? 0 : 1;
}

/** `searchPairs` without the house index (boards with very many links on one digit). */
function searchPairsPlain(walk: Walk, rank: number): Found | undefined {
  const { links, words, holding, houseBits } = walk;
  const victims = walk.scratch;
  for (let a = 0; a < links.length; a++) {
    const la = links[a]!;
    if (rank < 3 && !plain(la)) continue;
    for (const ra of la.refs) {
      let open = 0;
      for (let w = 0; w < words; w++) {
        const v = ra.end.sees[w]! & holding[w]! & ~houseBits[la.house * words + w]!;
        victims[w] = v;
        open |= v;
      }
      for (let b = a + 1; b < links.length; b++) {
        if (pairClass(la, links[b]!) !== rank) continue;
        for (const rb of links[b]!.refs) {
          if (!(ra.other.houseMask & rb.end.houseMask)) continue;
          const end = rb.other;
          if (!(ra.end.houseMask & end.houseMask)) {
            if (!open) continue;
            let any = 0;
            for (let w = 0; w < words; w++) any |= victims[w]! & end.sees[w]!;
            if (!any) continue;
          }
          tryPair(walk, la, ra, links[b]!, rb);
        }
      }
    }
  }
  return walk.best;
}

/** The chain from ra's free end through la, lb to rb's free end (worth concluding). */
function tryPair(walk: Walk, la: DigitLink, ra: EndRef, lb: DigitLink, rb: EndRef): void {
  const { words } = walk;
  let overlap = 0;
  for (let w = 0; w < words; w++) overlap |= la.places[w]! & lb.places[w]!;
  if (overlap) return;
  const share = sharedHouse(ra.other, rb.end);
  if (share === la.house || share === lb.house) return;
  walk.context.work -= 2;
  walk.chain.push(la, lb);
  walk.ends.push(ra.end, ra.other, rb.end, rb.other);
  walk.shares.push(share);
  conclude(walk);
  walk.shares.length = 0;
  walk.ends.length = 0;
  walk.chain.length = 0;
}
