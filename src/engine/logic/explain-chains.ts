// Explanations for chain steps: each chain reads as "suppose A; then B, so C ...", written
// compactly with = and ≠ so that a long chain still fits in a chat message.

import type { ChainNode, Step } from './step.ts';
import type { Words } from './words.ts';

function nodeText(node: ChainNode, w: Words): string {
  return `${w.cell(node.cell)}${node.on ? '=' : '≠'}${w.digit(node.digit)}`;
}

/** "r1c9=7 → r1c1≠7 → r1c5=7" */
export function chainText(chain: readonly ChainNode[], w: Words): string {
  return chain.map((n) => nodeText(n, w)).join(' → ');
}

function assumption(node: ChainNode, w: Words): string {
  return `${w.cell(node.cell)} is ${node.on ? '' : 'not '}${w.digit(node.digit)}`;
}

/** The conclusion of a step in words: "r5c5 is 4" / "7 can be removed from r1c9". */
export function conclusionText(step: Step, w: Words): string {
  const parts: string[] = [];
  for (const p of step.placements) parts.push(`${w.cell(p.cell)} is ${w.digit(p.digit)}`);
  if (step.eliminations.length) parts.push(`remove ${w.removals(step.eliminations)}`);
  return parts.join('; ');
}

function techniqueLabel(step: Step): string {
  return step.technique
    .split('-')
    .map((part) => (/^(xy|x|als|aic)$/.test(part) ? part.toUpperCase() : part))
    .join(' ')
    .replace(/^./, (c) => c.toUpperCase());
}

/** One or two sentences for a step made of chains. */
export function explainChainStep(step: Step, w: Words): string {
  const chains = step.chains ?? [];
  const name = techniqueLabel(step);
  const conclusion = conclusionText(step, w);
  if (chains.length === 1) {
    const chain = chains[0]!;
    const first = chain[0]!;
    const last = chain.at(-1)!;
    const loops = first.cell === last.cell && first.digit === last.digit && first.on !== last.on;
    if (loops) {
      return `${name}: suppose ${assumption(first, w)}. Then ${chainText(chain, w)}, which contradicts the assumption, so ${conclusion}.`;
    }
    return `${name}: ${chainText(chain, w)}. Either way, ${conclusion}.`;
  }
  const first = chains[0]![0]!;
  const sameStart = chains.every((c) => c[0]!.cell === first.cell);
  const intro = sameStart
    ? `whatever ${w.cell(first.cell)} holds`
    : `whichever cell takes ${w.digit(first.digit)}`;
  const cases = chains.map((c) => `if ${assumption(c[0]!, w)}: ${chainText(c, w)}`).join('; ');
  return `${name}: ${intro}, the same thing follows (${cases}). So ${conclusion}.`;
}
