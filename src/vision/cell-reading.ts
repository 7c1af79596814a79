// One cell's reading from what it holds: the classifier's digit, its confidence and runner-ups.

import type { CellContent } from './cells.ts';
import { classify, type DigitModel } from './classifier.ts';
import type { CellReading } from './consistency.ts';

/** Confidence at most of a digit read from a faint mark: below the unsure line. */
export const FAINT_CONFIDENCE = 0.6;

/** One cell's reading (see the file's comment). */
export function readingOf(model: DigitModel, content: CellContent): CellReading {
  if (content.kind === 'empty') {
    // A faint mark's digit is a runner-up the solver's repair may choose (never a sure reading).
    const features = content.doubt?.features;
    if (!features) return { digit: 0, confidence: content.confidence, alternatives: [] };
    const p = classify(model, features);
    const alternatives = [...p.keys()]
      .filter((k) => k > 0 && p[k]! >= 0.02)
      .map((k) => ({ digit: k, probability: (1 - content.confidence) * p[k]! }))
      .sort((a, b) => b.probability - a.probability);
    return { digit: 0, confidence: content.confidence, alternatives };
  }
  const p = classify(model, content.features);
  let top = 0;
  for (let k = 1; k < p.length; k++) if (p[k]! > p[top]!) top = k;
  const alternatives: { digit: number; probability: number }[] = [];
  for (let k = 0; k < p.length; k++)
    if (k !== top && p[k]! >= 0.01) alternatives.push({ digit: k, probability: p[k]! });
  if (!content.faint || top === 0) {
    alternatives.sort((a, b) => b.probability - a.probability);
    // What is left of a digit glare washed out may look like no digit at all: the user looks.
    const confidence = top === 0 && content.washedOut ? Math.min(p[0]!, FAINT_CONFIDENCE) : p[top]!;
    return { digit: top, confidence, alternatives };
  }
  // A faint mark read as a digit is shown as unsure, and "nothing printed here" is a cheap
  // repair: it may be print from the back of the page, or a shadow.
  const empty = alternatives.find((a) => a.digit === 0);
  if (empty) empty.probability = Math.max(empty.probability, 1 - FAINT_CONFIDENCE);
  else alternatives.push({ digit: 0, probability: 1 - FAINT_CONFIDENCE });
  alternatives.sort((a, b) => b.probability - a.probability);
  return { digit: top, confidence: Math.min(p[top]!, FAINT_CONFIDENCE), alternatives };
}
