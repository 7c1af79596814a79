// Explanations for chain steps: each chain reads as "suppose A; then B, so C ...", written
// compactly with = and ≠ so that a long chain still fits in a chat message.

import { techniqueName } from './names.ts';
import type { ChainNode, Step } from './step.ts';
import type { Words } from './words.ts';

function nodeText(node: ChainNode, w: Words): string {
  const where = node.group ? `(${node.group.map((c) => w.cell(c)).join(' ')})` : w.cell(node.cell);
  return `${where}${node.on ? '=' : '≠'}${w.digit(node.digit)}`;
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

/** One or two sentences for a step made of chains. */
export function explainChainStep(step: Step, w: Words): string {
  const chains = step.chains ?? [];
  const name = techniqueName(step);
  const conclusion = conclusionText(step, w);
  if (chains.length === 1) {
    const chain = chains[0]!;
    const first = chain[0]!;
    const last = chain.at(-1)!;
    const loops = first.cell === last.cell && first.digit === last.digit && first.on !== last.on;
    if (loops) {
      return `${name}: suppose ${assumption(first, w)}. Then ${chainText(chain, w)}, which contradicts the assumption, so ${conclusion}.`;
    }
    if (!first.on && last.on) {
      // An alternating chain: one of its two ends is true.
      return `${name}: if ${assumption(first, w)}, then ${chainText(chain.slice(1), w)}. So ${w.cell(first.cell)} is ${w.digit(first.digit)} or ${w.cell(last.cell)} is ${w.digit(last.digit)}: ${conclusion}.`;
    }
    return `${name}: ${chainText(chain, w)}. Either way, ${conclusion}.`;
  }
  const first = chains[0]![0]!;
  const same = (a: ChainNode, b: ChainNode) => a.cell === b.cell && a.digit === b.digit;
  if (chains.every((c) => same(c[0]!, first) && c[0]!.on === first.on)) {
    // One assumption, several consequences that can't all hold: a contradiction.
    const ends = chains.map((c) => c.at(-1)!);
    const clash =
      ends.length === 2 && same(ends[0]!, ends[1]!)
        ? `${w.cell(ends[0]!.cell)} would be both ${w.digit(ends[0]!.digit)} and not ${w.digit(ends[0]!.digit)}`
        : ends.every((e) => e.cell === ends[0]!.cell)
          ? `${w.cell(ends[0]!.cell)} would have no candidate left`
          : `${w.digit(ends[0]!.digit)} would have no place left in a house`;
    const cases = chains.map((c) => chainText(c, w)).join('; ');
    return `${name}: suppose ${assumption(first, w)}. Then ${cases}, so ${clash}. The assumption is false: ${conclusion}.`;
  }
  if (chains.length === 2 && chains.every((c) => same(c[0]!, first))) {
    const cases = chains.map((c) => `if ${assumption(c[0]!, w)}: ${chainText(c, w)}`).join('; ');
    return `${name}: whether or not ${w.cell(first.cell)} is ${w.digit(first.digit)}, the same thing follows (${cases}). So ${conclusion}.`;
  }
  const sameStart = chains.every((c) => c[0]!.cell === first.cell);
  const intro = sameStart
    ? `whatever ${w.cell(first.cell)} holds`
    : `whichever cell takes ${w.digit(first.digit)}`;
  const cases = chains.map((c) => `if ${assumption(c[0]!, w)}: ${chainText(c, w)}`).join('; ');
  return `${name}: ${intro}, the same thing follows (${cases}). So ${conclusion}.`;
}
