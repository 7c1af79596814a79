// Pictures every player can check: an ALS hint draws every candidate of its sets even in a game
// without notes, tells its sets apart (a fill, an outline colour and a stroke each) and links
// them on their restricted digits; no chain link runs across a digit on the board; a forcing
// chain's strong link holds on the picture or is drawn as what it is. Asserted from the scene,
// not pixels.

import { describe, expect, it } from 'vitest';
import { alsXyWing } from '../../src/engine/logic/als-xy.ts';
import type { CandidateBoard } from '../../src/engine/logic/board.ts';
import { highlightsOf } from '../../src/engine/logic/highlights.ts';
import type { Step } from '../../src/engine/logic/step.ts';
import { buildBoardScene } from '../../src/render/board-scene.ts';
import { segmentDistance } from '../../src/render/hint-marks.ts';
import { boardLayout, type Layout } from '../../src/render/layout.ts';
import { themeColours } from '../../src/render/theme.ts';
import type { BoardView } from '../../src/render/view.ts';
import { altText } from '../../src/render/index.ts';
import { findsOnPaths } from '../engine/logic/helpers.ts';
import { HINT_PICTURES, hintPicture } from './hint-views.ts';
import { glyphs, strokePaths } from './scene-glyphs.ts';

const light = themeColours('light');

/** The level-3 picture of a step in a game where the player keeps no notes. */
function bareView(step: Step, board: CandidateBoard): BoardView {
  return {
    geometry: board.geometry,
    givens: board.values,
    entries: new Uint8Array(board.values.length),
    highlights: highlightsOf(step, 3, board),
  };
}

/** Digits drawn in each cell, any colour of candidate (plain, on a disc, ringed, struck). */
function digitsDrawn(view: BoardView, layout: Layout): Map<number, Set<number>> {
  const scene = buildBoardScene(view);
  const out = new Map<number, Set<number>>();
  for (const colour of [light.note, light.emphasisText, light.emphasis, light.elimination]) {
    for (const g of glyphs(scene, layout, colour)) {
      out.set(g.cell, (out.get(g.cell) ?? new Set()).add(Number(g.ch)));
    }
  }
  return out;
}

const candidatesOf = (board: CandidateBoard, cell: number) =>
  [...Array(board.size + 1).keys()].filter((d) => d > 0 && board.has(cell, d));

describe('ALS pictures', () => {
  const layout = boardLayout(9, false);

  it('draw every candidate of both ALS-XZ sets in a game without notes', () => {
    const { step, view } = hintPicture('als-xz');
    const board = { size: 9, has: (c: number, d: number) => (view.notes![c]! & (1 << d)) !== 0 };
    const bare = { ...view, notes: undefined, title: undefined, lastMove: undefined };
    const drawn = digitsDrawn(bare, boardLayout(9, false));
    for (const cell of step.cells) {
      expect(
        [...(drawn.get(cell) ?? [])].sort(),
        `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`,
      ).toEqual(candidatesOf(board as CandidateBoard, cell));
    }
  });

  const wing = findsOnPaths(alsXyWing, (rating) => rating >= 7.0, 1)[0]!;

  it('tell the three sets of an ALS-XY-Wing apart and link them on their restricted digits', () => {
    const { step, board } = wing;
    const view = bareView(step, board);
    const scene = buildBoardScene(view);
    const h = view.highlights!;
    expect(h.sets).toEqual(step.sets);
    // Each set's cells share one fill, and the three fills differ.
    const fills = new Map(
      scene.items.flatMap((i) =>
        i.kind === 'fills' ? i.fills.map((f) => [f.cell, f.colour]) : [],
      ),
    );
    const setFill = h.sets!.map((cells) => new Set(cells.map((c) => fills.get(c))));
    for (const colours of setFill) expect(colours.size).toBe(1);
    expect(new Set(setFill.map((c) => [...c][0])).size).toBe(3);
    // Each set outlined in a colour and stroke of its own.
    const outlines = scene.items.flatMap((i) =>
      i.kind === 'ink' &&
      light.setLines.includes(i.colour) &&
      i.paint.kind === 'stroke' &&
      i.placed.every((p) => p.shape.key.startsWith('rrect|') && p.shape.box.x2 > layout.cell / 2)
        ? [`${i.colour}|${i.paint.dash ?? 'solid'}|${i.placed.length}`]
        : [],
    );
    expect(new Set(outlines.map((o) => o.split('|')[1])).size).toBe(3);
    expect(outlines.map((o) => Number(o.split('|')[2])).sort()).toEqual(
      h.sets!.map((s) => s.length).sort(),
    );
    // A weak link from each set to the next, on one digit, between candidates on discs.
    expect(h.links).toHaveLength(2);
    const onDiscs = new Set(h.candidates!.map((c) => c.cell * 32 + c.digit));
    h.links!.forEach((link, i) => {
      expect(link.strong).toBe(false);
      expect(link.from.digit).toBe(link.to.digit);
      expect(h.sets![i]).toContain(link.from.cell);
      expect(h.sets![i + 1]).toContain(link.to.cell);
      expect(onDiscs.has(link.from.cell * 32 + link.from.digit)).toBe(true);
      expect(onDiscs.has(link.to.cell * 32 + link.to.digit)).toBe(true);
    });
    expect(h.links![0]!.from.digit).not.toBe(h.links![1]!.from.digit);
    // Every candidate of every set is drawn, though the game keeps no notes.
    const drawn = digitsDrawn(view, layout);
    for (const cell of h.sets!.flat()) {
      expect([...(drawn.get(cell) ?? [])].sort()).toEqual(candidatesOf(board, cell));
    }
    // The digit struck out is ringed in the end sets, which must hold it.
    const z = step.eliminations[0]!.digit;
    const ringed = h.offCandidates!.filter((c) => c.digit === z).map((c) => c.cell);
    for (const cell of [...step.sets![0]!, ...step.sets![2]!].filter((c) => board.has(c, z))) {
      expect(ringed).toContain(cell);
    }
  });
});

describe('chain links', () => {
  const pictures = [
    ...HINT_PICTURES.filter((p) => p.theme === 'light').map((p) => hintPicture(p.stepId).view),
    bareView(wing().step, wing().board),
  ];
  function wing() {
    return findsOnPaths(alsXyWing, (rating) => rating >= 7.0, 1)[0]!;
  }

  // A digit's ink reaches about a sixth of its cell either side of the centre.
  const DIGIT_HALF_WIDTH = 0.2;

  it('never run across a digit on the board', () => {
    let links = 0;
    for (const view of pictures) {
      const layout = boardLayout(9, view.title !== undefined);
      const scene = buildBoardScene(view);
      const ends = new Set((view.highlights?.links ?? []).flatMap((l) => [l.from.cell, l.to.cell]));
      const digits = [...view.givens.keys()].filter((c) => view.givens[c] && !ends.has(c));
      for (const path of strokePaths(scene, light.link)) {
        links++;
        for (const c of digits) {
          const col = c % 9;
          const row = Math.floor(c / 9);
          const centre = {
            x: layout.gridX + col * layout.cell + layout.cell / 2 + 0.5,
            y: layout.gridY + row * layout.cell + layout.cell / 2 + 0.5,
          };
          for (let i = 1; i < path.length; i++) {
            expect(
              segmentDistance(centre, path[i - 1]!, path[i]!),
              `a link of ${view.highlights?.technique} passes the given in r${row + 1}c${col + 1}`,
            ).toBeGreaterThanOrEqual(layout.cell * DIGIT_HALF_WIDTH);
          }
        }
      }
    }
    expect(links).toBeGreaterThan(10);
  });
});

describe('forcing chain links', () => {
  it('are strong only where the picture shows why: the other candidates gone, or drawn dotted', () => {
    const { view, step } = hintPicture('nishio-forcing-chain');
    const h = view.highlights!;
    const has = (c: number, d: number) => (view.notes![c]! & (1 << d)) !== 0;
    const ringed = new Set(h.offCandidates!.map((c) => c.cell * 32 + c.digit));
    const trueOnes = new Set(h.candidates!.map((c) => c.cell * 32 + c.digit));
    let dynamic = 0;
    for (const link of h.links!.filter((l) => l.strong)) {
      const { from, to } = link;
      const others =
        from.cell === to.cell
          ? [...Array(10).keys()]
              .filter((d) => d && d !== from.digit && d !== to.digit && has(to.cell, d))
              .map((digit) => ({ cell: to.cell, digit }))
          : view.geometry.houses
              .filter((hs) => hs.cells.includes(from.cell) && hs.cells.includes(to.cell))
              .map((hs) =>
                hs.cells.filter((c) => c !== from.cell && c !== to.cell && has(c, to.digit)),
              )
              .reduce((a, b) => (a.length <= b.length ? a : b))
              .map((cell) => ({ cell, digit: to.digit }));
      if (others.length === 0) continue;
      dynamic++;
      for (const o of others) {
        const name = `${o.digit} in r${Math.floor(o.cell / 9) + 1}c${(o.cell % 9) + 1}`;
        // Taken as false on the picture, and removed by a true one or named as needed.
        expect(ringed.has(o.cell * 32 + o.digit), name).toBe(true);
        const removed = h.links!.some(
          (l) =>
            !l.strong &&
            l.to.cell === o.cell &&
            l.to.digit === o.digit &&
            trueOnes.has(l.from.cell * 32 + l.from.digit),
        );
        const needed = link.needs?.some((n) => n.cell === o.cell && n.digit === o.digit) ?? false;
        expect(removed || needed, name).toBe(true);
      }
    }
    expect(dynamic).toBeGreaterThan(0);
    expect(step.technique).toBe('nishio-forcing-chain');
    // A link that needs candidates gone is drawn in a stroke of its own, and said so.
    const scene = buildBoardScene(view);
    const dashes = new Set(
      scene.items.flatMap((i) =>
        i.kind === 'mark' && i.mark.kind === 'strokes' && i.mark.colour === light.link
          ? [String(i.mark.dash ?? 'solid')]
          : [],
      ),
    );
    expect(dashes.size).toBe(3);
    expect(altText(view)).toMatch(/strong link \(once 7 in r\dc\d is gone\) to 7 in/);
  });
});
