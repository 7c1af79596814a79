// A hint said in the reader's language from the engine's facts (hints.ts, cell-hint.ts): level 1
// says where to look and what kind of step is there, level 2 the technique and digit, level 3
// the whole step; a cell hint (`hint r3c5`) tells its route the same way. The bot and the CLI
// (`sudoku hint`) both say hints here; the engine builds no sentences of its own.

import type { Geometry } from '../engine/geometry.ts';
import { findConflicts, type Grid } from '../engine/grid.ts';
import { hintFamily, type CellRouteFacts } from '../engine/logic/hints.ts';
import type { Step, TechniqueFamily } from '../engine/logic/step.ts';
import { joined, listOf, msg, verbatim, type Text } from '../i18n/text.ts';
import { conflictText } from './grid-words.ts';
import type { HintAnswer, HintFacts, HintFailure } from './services.ts';
import { aTechnique, explainStep, stepWords, techniqueText, type StepWords } from './step-words.ts';

/** Routes longer than this are not listed (as cell-hint.ts: LONGEST_LISTED_ROUTE). */
const LONGEST_LISTED_ROUTE = 12;

/** The engine's facts of an answer: a worker's `facts`, or an in-process engine Hint itself. */
function factsOf(answer: HintAnswer): HintFacts | undefined {
  if (answer.facts) return answer.facts;
  const whole = answer as HintAnswer & HintFacts;
  if (whole.step && 'houses' in whole.step) return whole;
  if (whole.wrongEntries) return whole;
  return undefined;
}

/** The words of a hint in the reader's language (an answer without facts is a failed hint). */
export function hintText(answer: HintAnswer, grid: Grid): Text {
  const facts = factsOf(answer);
  if (!facts) return msg('hint-error.failed');
  const w = stepWords(grid.geometry);
  if (facts.wrongEntries?.length) {
    const cells = facts.wrongEntries;
    return cells.length === 1
      ? msg('hint.wrong-entry', { cell: w.cell(cells[0]!), digit: grid.values[cells[0]!]! })
      : msg('hint.wrong-entries', { cells: w.cells(cells) });
  }
  if (!facts.step) return msg('hint-error.failed');
  const route = facts.cellRoute;
  const body =
    route && !route.instead
      ? routeText(facts.route ?? [facts.step], answer.level, route, w)
      : levelText(facts.step, answer.level, w);
  const said = facts.badNotes?.length
    ? msg('hint.careful', { cells: w.cells(facts.badNotes), text: body })
    : body;
  return route?.instead ? msg('route.instead', { cell: w.cell(route.cell), text: said }) : said;
}

function levelText(step: Step, level: 1 | 2 | 3, w: StepWords): Text {
  if (level === 1) return levelOneText(step, w, true);
  if (level === 2) return levelTwoText(step, w);
  return explainStep(step, w);
}

/** Select keys of the singles and subsets a level-1 hint names with their article. */
const THERE_IS: Partial<Record<string, string>> = {
  'full-house': 'fullHouse',
  'hidden-single-box': 'hiddenSingle',
  'hidden-single-line': 'hiddenSingle',
  'naked-pair': 'nakedPair',
  'naked-triple': 'nakedTriple',
  'naked-quad': 'nakedQuad',
  'hidden-pair': 'hiddenPair',
  'direct-hidden-pair': 'hiddenPair',
  'hidden-triple': 'hiddenTriple',
  'direct-hidden-triple': 'hiddenTriple',
  'hidden-quad': 'hiddenQuad',
};

function thereIs(step: Step, family: TechniqueFamily): Text {
  const technique = THERE_IS[step.technique];
  if ((family === 'single' || family === 'subset') && technique) {
    return msg('level1.there-is', { technique });
  }
  return msg('level1.family', {
    family: family === 'single-digit' ? 'singleDigit' : family,
    name: techniqueText(step.technique),
  });
}

/** Where to look and what kind of step is there, without the cell or digit. */
function levelOneText(step: Step, w: StepWords, sentenceStart: boolean): Text {
  const start = sentenceStart ? 'yes' : 'no';
  if (step.technique === 'naked-single') return msg('level1.naked-single', { start });
  const family = hintFamily(step);
  if (family === 'single' || family === 'subset' || family === 'intersection') {
    const where = step.houses.length
      ? w.houses(step.houses)
      : step.cells.length
        ? w.cells(step.cells.slice(0, 4))
        : msg('level1.whole-board');
    return msg('level1.look-at', { start, where, thereIs: thereIs(step, family) });
  }
  return msg('level1.digits', {
    start,
    n: step.digits.length,
    digits: w.digits(step.digits),
    thereIs: thereIs(step, family),
  });
}

/** The technique and digit of a step, without the whole pattern. */
function levelTwoText(step: Step, w: StepWords): Text {
  const name = techniqueText(step.technique);
  const digit = step.digits[0] ?? '';
  const house = step.houses.length ? w.house(step.houses[0]!) : verbatim('');
  switch (step.technique) {
    case 'full-house':
      return msg('level2.full-house', { house });
    case 'hidden-single-box':
    case 'hidden-single-line':
      return msg('level2.hidden-single', { digit, house });
    case 'naked-single':
      return msg('level2.naked-single', { digit });
    case 'pointing':
    case 'claiming':
    case 'direct-pointing':
    case 'direct-claiming':
      return msg('level2.locked', {
        house,
        digit,
        other: w.house(step.coverHouses![0]!),
        name,
      });
  }
  if (step.technique.startsWith('naked-')) {
    return msg('level2.naked', {
      n: step.cells.length,
      house,
      digits: w.digits(step.digits),
      name,
    });
  }
  if (step.technique.includes('hidden-')) {
    return msg('level2.hidden', {
      n: step.cells.length,
      house,
      digits: w.digits(step.digits),
      name,
    });
  }
  const args = { technique: aTechnique(step.technique), digits: w.digits(step.digits) };
  return step.houses.length
    ? msg('level2.use-in', { ...args, houses: w.houses(step.houses) })
    : msg('level2.use', args);
}

/** A cell hint's words: how far the cell is, its first step, or the whole route. */
function routeText(
  steps: readonly Step[],
  level: 1 | 2 | 3,
  facts: CellRouteFacts,
  w: StepWords,
): Text {
  const cell = w.cell(facts.cell);
  const first = steps[0]!;
  const final = steps.at(-1)!;
  const n = steps.length;
  const explainFinal = (step: Step): Text => {
    const text = explainStep(step, w);
    const struck = facts.struck ?? [];
    if (step !== final || struck.length === 0) return text;
    const digit = final.placements[0]!.digit;
    return msg('route.struck', { text, cells: w.cells(struck), n: struck.length, digit });
  };
  if (n === 1) {
    if (level === 1) return msg('route.now', { cell, text: levelOneText(final, w, true) });
    return level === 2 ? levelTwoText(final, w) : explainFinal(final);
  }
  const count = facts.shorter
    ? msg('route.count-shorter', {
        cell,
        n,
        technique: aTechnique(facts.shorter.technique),
        shorter: facts.shorter.steps,
      })
    : msg('route.count', { cell, n });
  if (level === 1) return msg('route.start', { count, text: levelOneText(first, w, false) });
  if (level === 2) return msg('route.first-step', { count, text: explainFinal(first) });
  if (n > LONGEST_LISTED_ROUTE) {
    return msg('route.long', { count, text: explainFinal(first), cell });
  }
  const before = steps.slice(0, -1);
  const route =
    before.length <= 3
      ? joined(
          before.map((s, i) =>
            msg(i === 0 ? 'route.first' : 'route.then', { text: explainStep(s, w) }),
          ),
          ' ',
        )
      : msg('route.first-brief', { steps: listOf(before.map((s) => briefly(s, w))) });
  return msg('route.listed', { count, route, text: explainFinal(final) });
}

/** "r5c9=1 (Hidden Single)" or "Pointing removes 7 from r1c9" */
export function briefly(step: Step, w: StepWords): Text {
  const name = techniqueText(step.technique);
  if (step.placements.length) {
    const placements = step.placements.map((p) => `${w.cell(p.cell)}=${p.digit}`).join(', ');
    return msg('route.placed', { placements: verbatim(placements), name });
  }
  return msg('route.removes', { name, removals: w.removals(step.eliminations) });
}

/** Why there is no hint, in the reader's language (the engine's codes; the rest as said). */
export function hintFailureText(failure: HintFailure, grid: Grid, cell: number | undefined): Text {
  const geometry: Geometry = grid.geometry;
  switch (failure.code) {
    case 'solved':
      return msg('hint-error.solved');
    case 'no-solution':
      return msg('hint-error.no-solution');
    case 'multiple-solutions':
      return msg('hint-error.multiple');
    case 'too-hard':
      if (failure.reason === 'gave-up') return msg('hint-error.gave-up');
      return cell === undefined
        ? msg('hint-error.too-hard')
        : msg('hint-error.cell-too-hard', { cell: stepWords(geometry).cell(cell) });
    case 'invalid': {
      const conflict = findConflicts(grid).at(0);
      return conflict
        ? msg('hint-error.conflict', { conflict: conflictText(conflict, geometry) })
        : msg('hint-error.out-of-range', { size: geometry.size });
    }
    case 'busy':
      if (failure.reason === 'full') return msg('hint-error.busy');
      if (failure.reason === 'closed') return msg('hint-error.restarting');
      if (failure.reason === 'waited') {
        return msg('hint-error.waited', {
          seconds: Math.round((failure.waitedMs ?? 0) / 100) / 10,
        });
      }
      return verbatim(failure.message);
    case 'timeout':
      return msg('hint-error.over-time');
    case 'failed':
      return msg('hint-error.failed');
    default:
      return verbatim(failure.message);
  }
}
