// Explanations for nice loops: the loop written out, why it holds read either way round, and
// what it removes.

import { chainText, conclusionText } from './explain-chains.ts';
import { techniqueName } from './names.ts';
import type { Step } from './step.ts';
import type { Words } from './words.ts';

/** "X-Cycle on 5: r1c1=5 → r1c7≠5 → ... → r1c1=5 closes ..." */
export function explainLoop(step: Step, w: Words): string {
  const chain = step.chains?.[0] ?? [];
  const name = techniqueName(step);
  const on = step.digits.length === 1 ? ` on ${w.digit(step.digits[0]!)}` : '';
  return `${name}${on}: ${chainText(chain, w)} closes a loop that holds read either way round (each link is strong one way or the other), so every cell seeing a true and a false end of the loop's links loses that digit: ${conclusionText(step, w)}.`;
}
