// A hint worker thread: works out one hint per message with the engine (src/engine/logic), so a
// hard board's hint (chains, forcing chains: up to the engine's work budget, HINT_WORK) never
// holds up the event loop that acknowledges Slack and Discord. Its warm-up works out a hint and
// a cell hint on a fixed board, so the first player's hint does not pay for the engine's JIT.

import { parentPort } from 'node:worker_threads';
import { classicGeometry } from '../engine/geometry.ts';
import { puzzleGrid } from '../engine/grid.ts';
import { hint, hintForCell, type HintBoard } from '../engine/logic/index.ts';
import type { HintResult } from '../bot/services.ts';
import { geometryById } from '../game/puzzle.ts';
import { threadCpuMs } from './thread-cpu.ts';
import { runBehindEventLoop } from './thread-priority.ts';
import {
  slimAnswer,
  type HintRequest,
  type HintWorkerAnswer,
  type WireHintBoard,
} from './hint-wire.ts';

/** The warm-up board (an easy classic, as in the README's examples). */
const WARM_UP_GRID =
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

function boardOf(wire: WireHintBoard): HintBoard {
  const geometry = geometryById(wire.geometryId);
  if (!geometry) throw new RangeError(`unknown geometry id ${wire.geometryId}`);
  const grid = { geometry, values: wire.values, givens: wire.givens };
  return {
    grid,
    ...(wire.notes && { notes: wire.notes }),
    ...(wire.solution && { solution: wire.solution }),
  };
}

/** One hint, as the core reads it. */
export function workOut(request: Extract<HintRequest, { board: unknown }>): HintResult {
  const board = boardOf(request.board);
  const found =
    request.cell === undefined
      ? hint(board, request.level)
      : hintForCell(board, request.cell, request.level);
  return found.ok ? { ok: true, value: slimAnswer(found.value) } : found;
}

function warmUp(): void {
  const values = [...WARM_UP_GRID].map((c) => (c === '.' ? 0 : Number(c)));
  const grid = puzzleGrid(classicGeometry(9), values);
  hint({ grid }, 3);
  hintForCell({ grid }, values.indexOf(0), 3);
}

const port = parentPort;
if (port) {
  runBehindEventLoop('sudoku-hint');
  port.on('message', (request: HintRequest) => {
    if ('warmUp' in request) {
      // Not caught: a thread that cannot work out the warm-up hint ends, and the pool says why.
      warmUp();
      port.postMessage({ id: request.id, warm: true } satisfies HintWorkerAnswer);
      return;
    }
    const before = threadCpuMs();
    let answer: HintWorkerAnswer;
    try {
      const result = workOut(request);
      const after = threadCpuMs();
      const cpu = before === undefined || after === undefined ? {} : { cpuMs: after - before };
      answer = { id: request.id, result, ...cpu };
    } catch (error) {
      answer = {
        id: request.id,
        failure: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
    }
    port.postMessage(answer);
  });
}
