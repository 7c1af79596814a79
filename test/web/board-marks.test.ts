// The board UI's marks of a route hint carry the route's own placements and strikes: the last
// step's reason there rests on them, as it does in the picture.

import { describe, expect, it } from 'vitest';
import { parseGrid } from '../../src/engine/format.ts';
import { hintForCell } from '../../src/engine/logic/index.ts';
import { hintMarks } from '../../adapters/web/board-marks.ts';

describe('hintMarks', () => {
  it("marks every digit and strike of a route hint's earlier steps", () => {
    const grid = parseGrid(
      '450000027000050000006040800014709560090000080005020700100203008023000190000090000',
    );
    if (!grid.ok) throw new Error(grid.error.message);
    const found = hintForCell({ grid: grid.value }, 7 * 9 + 8, 3);
    if (!found.ok) throw new Error(found.error.message);
    const { geometry } = grid.value;
    const marks = hintMarks({
      geometry,
      givens: grid.value.values,
      entries: new Uint8Array(geometry.cellCount),
      highlights: found.value.highlights,
    });
    const route = found.value.highlights.route!;
    expect(route.length).toBeGreaterThan(3);
    for (const step of route) {
      for (const p of step.placements) expect(marks.placements).toContainEqual(p);
      for (const e of step.eliminations) expect(marks.eliminations).toContainEqual(e);
    }
    // The last step's own placement is there too.
    expect(marks.placements).toContainEqual({ cell: 7 * 9 + 8, digit: 6 });
  });
});
