// Hint pictures of every technique family, built the way the bot builds them: the first step
// of a technique on its fixture board (test/fixtures/technique-boards.txt, Sudoku Exchange
// puzzles, public domain), the engine's level-3 highlights, the board's candidates as notes.

import { searchContext } from '../../src/engine/logic/technique.ts';
import { highlightsOf } from '../../src/engine/logic/highlights.ts';
import type { Step, TechniqueFamily } from '../../src/engine/logic/step.ts';
import { techniqueById } from '../../src/engine/logic/techniques.ts';
import type { BoardView } from '../../src/render/view.ts';
import { fixtureLines } from '../engine/logic/candidate-boards.ts';

/** One picture per technique family (some families twice, in both themes). */
export const HINT_PICTURES: readonly {
  readonly name: string;
  readonly stepId: string;
  readonly family: TechniqueFamily;
  readonly theme: 'light' | 'dark';
}[] = [
  { name: 'hidden-single', stepId: 'hidden-single-box', family: 'single', theme: 'light' },
  { name: 'hidden-single', stepId: 'hidden-single-box', family: 'single', theme: 'dark' },
  { name: 'naked-single', stepId: 'naked-single', family: 'single', theme: 'light' },
  { name: 'pointing', stepId: 'pointing', family: 'intersection', theme: 'light' },
  { name: 'naked-pair', stepId: 'naked-pair', family: 'subset', theme: 'dark' },
  { name: 'finned-x-wing', stepId: 'finned-x-wing', family: 'fish', theme: 'light' },
  { name: 'finned-x-wing', stepId: 'finned-x-wing', family: 'fish', theme: 'dark' },
  { name: 'skyscraper', stepId: 'skyscraper', family: 'single-digit', theme: 'light' },
  { name: 'xy-wing', stepId: 'xy-wing', family: 'wing', theme: 'light' },
  { name: 'colour-trap', stepId: 'colour-trap', family: 'colouring', theme: 'light' },
  { name: 'unique-rectangle', stepId: 'unique-rectangle-1', family: 'uniqueness', theme: 'light' },
  { name: 'x-chain', stepId: 'x-chain', family: 'chain', theme: 'light' },
  { name: 'xy-chain', stepId: 'xy-chain', family: 'chain', theme: 'dark' },
  { name: 'als-xz', stepId: 'als-xz', family: 'als', theme: 'light' },
  { name: 'cell-forcing-chain', stepId: 'cell-forcing-chain', family: 'forcing', theme: 'light' },
];

/** The step a fixture line's technique finds on its board, and the hint picture of it. */
export function hintPicture(stepId: string): { step: Step; view: BoardView } {
  const line = fixtureLines().find((f) => f.stepId === stepId);
  if (!line) throw new Error(`no fixture board for ${stepId}`);
  const step = techniqueById(line.technique)!.find(
    line.board.clone(),
    searchContext(40_000_000, true),
  );
  if (!step) throw new Error(`${line.technique} finds nothing on its fixture board`);
  const { board } = line;
  return {
    step,
    view: {
      geometry: board.geometry,
      givens: board.values,
      entries: new Uint8Array(board.values.length),
      notes: board.cands,
      highlights: highlightsOf(step, 3, board),
      // The move before the hint: the picture must not outline it.
      lastMove: board.values.findIndex((d) => d !== 0),
      title: 'Daily #312 · Expert · Saturday',
      level: 'expert',
    },
  };
}
