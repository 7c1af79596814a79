// The hint marks of a picture in words, for its alt text: what is placed and struck out, the
// digits that rule out a single's other cells, a fish's lines and a chain's links.

import { makeCellName } from '../engine/cell.ts';
import type { Geometry } from '../engine/geometry.ts';
import type { RouteMark } from '../engine/logic/highlights.ts';
import type { BoardView, CandidateLink, CellDigit } from './view.ts';

/** Longest a chain's (or a route's) description may run before it is cut (the grid rows need room too). */
const MAX_CHAIN_WORDS = 360;

function houseName(geometry: Geometry, house: number): string {
  const { kind, index } = geometry.houses[house]!;
  return `${kind} ${index + 1}`;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "rows 2 and 8", "column 4": houses of one kind named together. */
function housesNamed(geometry: Geometry, houses: readonly number[]): string {
  const byKind = new Map<string, number[]>();
  for (const h of houses) {
    const { kind, index } = geometry.houses[h]!;
    byKind.set(kind, [...(byKind.get(kind) ?? []), index + 1]);
  }
  return listOf(
    [...byKind].map(
      ([kind, indices]) => `${kind}${indices.length > 1 ? 's' : ''} ${listOf(indices.map(String))}`,
    ),
  );
}

/** "7 from r1c1 and r2c1; 4 from r3c3": candidates grouped by digit. */
function byDigit(geometry: Geometry, list: readonly CellDigit[], joiner: string): string {
  const cells = new Map<number, string[]>();
  for (const { cell, digit } of list) {
    cells.set(digit, [...(cells.get(digit) ?? []), makeCellName(cell, geometry.size)]);
  }
  return [...cells]
    .sort(([a], [b]) => a - b)
    .map(([digit, names]) => `${digit} ${joiner} ${listOf(names)}`)
    .join('; ');
}

function candidateName(geometry: Geometry, c: CellDigit): string {
  return `${c.digit} in ${makeCellName(c.cell, geometry.size)}`;
}

/** A chain link by link: "7 in r3c3, strong link to 7 in r3c5, weak link to 7 in r9c5". */
function chainWords(geometry: Geometry, links: readonly CandidateLink[]): string {
  const parts: string[] = [];
  let last: CellDigit | undefined;
  for (const link of links) {
    const continues = last && last.cell === link.from.cell && last.digit === link.from.digit;
    if (!continues) parts.push(`${parts.length ? '; ' : ''}${candidateName(geometry, link.from)}`);
    const kind = link.needs?.length
      ? `strong link (once ${listOf(link.needs.map((c) => candidateName(geometry, c)))} ${link.needs.length > 1 ? 'are' : 'is'} gone)`
      : link.strong
        ? 'strong link'
        : 'weak link';
    parts.push(`, ${kind} to ${candidateName(geometry, link.to)}`);
    last = link.to;
  }
  return capped(parts.join(''));
}

/** Text cut to MAX_CHAIN_WORDS characters, with an ellipsis where it was cut. */
function capped(text: string): string {
  return text.length > MAX_CHAIN_WORDS ? `${text.slice(0, MAX_CHAIN_WORDS - 1).trimEnd()}…` : text;
}

/** "1. 1 in r6c2 (Hidden Single); 3. Pointing strikes 4 from r5c7": a route's numbered steps. */
function routeWords(geometry: Geometry, route: readonly RouteMark[]): string {
  const text = route
    .map((step) => {
      const placed = step.placements.length
        ? `${byDigit(geometry, step.placements, 'in')} (${step.technique})`
        : `${step.technique} strikes ${byDigit(geometry, step.eliminations, 'from')}`;
      return `${step.order}. ${placed}`;
    })
    .join('; ');
  return capped(text);
}

/** Sentences describing the hint marks of a picture (none for a picture without a hint). */
export function hintSentences(view: BoardView): string[] {
  const { geometry } = view;
  const h = view.highlights;
  if (!h) return [];
  const out: string[] = [];
  const cell = (c: number) => makeCellName(c, geometry.size);
  const cells = (list: readonly number[]) => list.map(cell).join(', ');
  if (h.route?.length) out.push(`Route before the last step: ${routeWords(geometry, h.route)}.`);
  if (h.technique) out.push(`Hint: ${h.technique}.`);
  if (h.targets?.length) out.push(`Hint points at ${cells(h.targets)}.`);
  if (h.pattern?.length) out.push(`Pattern cells ${cells(h.pattern)}.`);
  if (h.sets?.length) {
    const named = h.sets.map((set, i) => `set ${i + 1} (${cells(set)})`);
    out.push(`Almost locked sets: ${listOf(named)}.`);
  }
  if (h.unsure?.length) out.push(`Unsure cells ${cells(h.unsure)}.`);
  if (h.placements?.length) out.push(`Place ${byDigit(geometry, h.placements, 'in')}.`);
  if (h.sightLines?.length) {
    const routed = new Map(
      (h.route ?? []).flatMap((r) => r.placements).map((p) => [p.cell, p.digit]),
    );
    const seen = h.sightLines.map((l) => {
      const digit =
        view.givens[l.from] ||
        view.entries[l.from] ||
        view.revealed?.[l.from] ||
        routed.get(l.from) ||
        0;
      return `${digit} in ${cell(l.from)} (along ${houseName(geometry, l.house)})`;
    });
    out.push(`Ruled out by ${listOf(seen)}.`);
  }
  if (h.baseHouses?.length) {
    const cover = h.coverHouses?.length ? `; cover ${housesNamed(geometry, h.coverHouses)}` : '';
    out.push(`Base ${housesNamed(geometry, h.baseHouses)}${cover}.`);
  }
  if (h.fins?.length) out.push(`Fin ${listOf(h.fins.map(cell))}.`);
  if (h.links?.length) {
    out.push(
      `Chain (strong: one of the two is true; weak: not both): ${chainWords(geometry, h.links)}.`,
    );
  }
  if (h.eliminations?.length) out.push(`Strike out ${byDigit(geometry, h.eliminations, 'from')}.`);
  return out;
}
