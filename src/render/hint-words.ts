// The hint marks of a picture in words, for its alt text: what is placed and struck out, the
// digits that rule out a single's other cells, a fish's lines and a chain's links, said in the
// alt text's language, technique names too (src/bot/step-words.ts).

import { makeCellName } from '../engine/cell.ts';
import type { Geometry } from '../engine/geometry.ts';
import type { RouteMark } from '../engine/logic/highlights.ts';
import type { Locale } from '../i18n/locales.ts';
import { msg, renderText, verbatim, type Text } from '../i18n/text.ts';
import type { BoardView, CandidateLink, CellDigit } from './view.ts';
import { namedTechniqueText } from '../bot/step-words.ts';

/** Longest a chain's (or a route's) description may run before it is cut (the grid rows need room too). */
const MAX_CHAIN_WORDS = 360;

/** Words of one language: each catalog message said in it. */
type Say = (text: Text) => string;

function houseName(geometry: Geometry, house: number): Text {
  const { kind, index } = geometry.houses[house]!;
  return msg('alt.house', { kind, n: index + 1 });
}

/** "a, b and c": the alt text's own list (its English has no comma before "and"). */
function listOf(items: readonly Text[]): Text {
  if (items.length <= 1) return items[0] ?? verbatim('');
  return msg('alt.and', { first: { join: items.slice(0, -1), with: ', ' }, last: items.at(-1)! });
}

/** "rows 2 and 8", "column 4": houses of one kind named together. */
function housesNamed(geometry: Geometry, houses: readonly number[]): Text {
  const byKind = new Map<string, number[]>();
  for (const h of houses) {
    const { kind, index } = geometry.houses[h]!;
    byKind.set(kind, [...(byKind.get(kind) ?? []), index + 1]);
  }
  return listOf(
    [...byKind].map(([kind, indices]) =>
      msg('alt.houses', {
        kind,
        n: indices.length,
        list: listOf(indices.map((i) => verbatim(String(i)))),
      }),
    ),
  );
}

/** "7 from r1c1 and r2c1; 4 from r3c3": candidates grouped by digit. */
function byDigit(geometry: Geometry, list: readonly CellDigit[], from: boolean): Text {
  const cells = new Map<number, Text[]>();
  for (const { cell, digit } of list) {
    cells.set(digit, [...(cells.get(digit) ?? []), verbatim(makeCellName(cell, geometry.size))]);
  }
  return {
    join: [...cells]
      .sort(([a], [b]) => a - b)
      .map(([digit, names]) =>
        msg(from ? 'alt.hint.digit-from' : 'alt.hint.digit-in', { digit, cells: listOf(names) }),
      ),
    with: '; ',
  };
}

function candidateName(geometry: Geometry, c: CellDigit): Text {
  return msg('alt.hint.digit-in', { digit: c.digit, cells: makeCellName(c.cell, geometry.size) });
}

/** A chain link by link: "7 in r3c3, strong link to 7 in r3c5, weak link to 7 in r9c5". */
function chainWords(geometry: Geometry, links: readonly CandidateLink[], say: Say): string {
  const parts: string[] = [];
  let last: CellDigit | undefined;
  for (const link of links) {
    const continues = last && last.cell === link.from.cell && last.digit === link.from.digit;
    if (!continues)
      parts.push(`${parts.length ? '; ' : ''}${say(candidateName(geometry, link.from))}`);
    const to = candidateName(geometry, link.to);
    const kind = link.needs?.length
      ? msg('alt.hint.strong-link-once', {
          needs: listOf(link.needs.map((c) => candidateName(geometry, c))),
          n: link.needs.length,
          to,
        })
      : msg(link.strong ? 'alt.hint.strong-link' : 'alt.hint.weak-link', { to });
    parts.push(`, ${say(kind)}`);
    last = link.to;
  }
  return capped(parts.join(''));
}

/** Text cut to MAX_CHAIN_WORDS characters, with an ellipsis where it was cut. */
function capped(text: string): string {
  return text.length > MAX_CHAIN_WORDS ? `${text.slice(0, MAX_CHAIN_WORDS - 1).trimEnd()}…` : text;
}

/** "1. 1 in r6c2 (Hidden Single); 3. Pointing strikes 4 from r5c7": a route's numbered steps. */
function routeWords(geometry: Geometry, route: readonly RouteMark[], say: Say): string {
  const text = route
    .map((step) =>
      say(
        step.placements.length
          ? msg('alt.hint.step-place', {
              order: step.order,
              placed: byDigit(geometry, step.placements, false),
              technique: namedTechniqueText(step.technique),
            })
          : msg('alt.hint.step-strike', {
              order: step.order,
              technique: namedTechniqueText(step.technique),
              struck: byDigit(geometry, step.eliminations, true),
            }),
      ),
    )
    .join('; ');
  return capped(text);
}

/** Sentences describing the hint marks of a picture in `locale` (none without a hint). */
export function hintSentences(view: BoardView, locale: Locale): string[] {
  const { geometry } = view;
  const h = view.highlights;
  if (!h) return [];
  const say: Say = (text) => renderText(text, locale);
  const out: string[] = [];
  const cell = (c: number) => verbatim(makeCellName(c, geometry.size));
  const cells = (list: readonly number[]) =>
    verbatim(list.map((c) => makeCellName(c, geometry.size)).join(', '));
  if (h.route?.length) {
    const steps = verbatim(routeWords(geometry, h.route, say));
    out.push(say(msg('alt.hint.route', { steps })));
  }
  if (h.technique)
    out.push(say(msg('alt.hint.technique', { technique: namedTechniqueText(h.technique) })));
  if (h.targets?.length) out.push(say(msg('alt.hint.targets', { cells: cells(h.targets) })));
  if (h.pattern?.length) out.push(say(msg('alt.hint.pattern', { cells: cells(h.pattern) })));
  if (h.sets?.length) {
    const named = h.sets.map((set, i) => msg('alt.hint.set', { n: i + 1, cells: cells(set) }));
    out.push(say(msg('alt.hint.sets', { sets: listOf(named) })));
  }
  if (h.unsure?.length) out.push(say(msg('alt.hint.unsure', { cells: cells(h.unsure) })));
  if (h.placements?.length) {
    out.push(say(msg('alt.hint.place', { placed: byDigit(geometry, h.placements, false) })));
  }
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
      return msg('alt.hint.sight', {
        digit,
        cell: cell(l.from),
        house: houseName(geometry, l.house),
      });
    });
    out.push(say(msg('alt.hint.ruled-out', { list: listOf(seen) })));
  }
  if (h.baseHouses?.length) {
    const base = housesNamed(geometry, h.baseHouses);
    out.push(
      say(
        h.coverHouses?.length
          ? msg('alt.hint.base-cover', { base, cover: housesNamed(geometry, h.coverHouses) })
          : msg('alt.hint.base', { base }),
      ),
    );
  }
  if (h.fins?.length) out.push(say(msg('alt.hint.fin', { cells: listOf(h.fins.map(cell)) })));
  if (h.links?.length) {
    const links = verbatim(chainWords(geometry, h.links, say));
    out.push(say(msg('alt.hint.chain', { links })));
  }
  if (h.eliminations?.length) {
    out.push(say(msg('alt.hint.strike', { struck: byDigit(geometry, h.eliminations, true) })));
  }
  return out;
}
