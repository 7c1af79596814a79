// Work that waits in line, seen from the core: a photo that must wait is told at once with its
// place (Inbound.progress) and then answered as usual; a refusal for waiting says so truthfully;
// a hint or a picture that waits long is told too, one that settles first is not; a hint worked
// out while the board changed is worked out again on the new board, never recorded on the old.

import { describe, expect, it } from 'vitest';
import type { QueueStatus, Renderer, RenderOptions } from '../../src/bot/ports.ts';
import { stepKey, type HintOptions, type HintService } from '../../src/bot/services.ts';
import { boardGrid } from '../../src/game/game.ts';
import type { Attachment, Inbound, Reply } from '../../src/bot/types.ts';
import { hint, hintForCell } from '../../src/engine/logic/index.ts';
import { err } from '../../src/engine/result.ts';
import { GatedPhotoReader } from '../support/gated-photo-reader.ts';
import { ANN, BOB, CHANNEL, current, empties, harness, name, only } from './harness.ts';

const photo: Attachment = {
  name: 'grid.jpg',
  contentType: 'image/jpeg',
  size: 100,
  fetch: async () => Buffer.alloc(100),
};

/** An inbound whose interim replies are kept in `shown`. */
function inbound(command: Inbound['command'], shown: Reply[], extra: Partial<Inbound> = {}) {
  return {
    conversation: CHANNEL,
    user: ANN,
    command,
    progress: (reply: Reply) => shown.push(reply),
    ...extra,
  } satisfies Inbound;
}

describe('a photo that waits in line', () => {
  const cases: [QueueStatus, string][] = [
    [{ ahead: 0, starting: false }, "Reading your photo: you're next."],
    [{ ahead: 1, starting: false }, 'Reading your photo: 1 photo ahead of yours.'],
    [{ ahead: 2, starting: false }, 'Reading your photo: 2 photos ahead of yours.'],
    [{ ahead: 3, starting: true }, 'Reading your photo: the photo reader is starting up.'],
  ];
  for (const [status, text] of cases) {
    it(`is told at once (${text}), then answered`, async () => {
      const reader = new GatedPhotoReader(status);
      const h = harness({ photoReader: reader });
      const shown: Reply[] = [];
      const answer = h.bot.handle(inbound({ kind: 'solvePhoto' }, shown, { attachments: [photo] }));
      await reader.whenWaiting();
      expect(shown).toEqual([{ text, visibility: 'asker', locale: 'en' }]);
      reader.release();
      const reply = only(await answer);
      expect(reply.text).toMatch(/I read this grid from your photo/);
      expect(shown).toHaveLength(1);
    });
  }

  it('that starts at once is not announced', async () => {
    const reader = new GatedPhotoReader(undefined);
    const h = harness({ photoReader: reader });
    const shown: Reply[] = [];
    const answer = h.bot.handle(inbound({ kind: 'solvePhoto' }, shown, { attachments: [photo] }));
    await reader.whenWaiting();
    reader.release();
    expect(only(await answer).text).toMatch(/I read this grid/);
    expect(shown).toEqual([]);
  });

  it('refused for waiting too long says so, not that the photo is bad', async () => {
    const busy = {
      code: 'busy' as const,
      message:
        'Your photo waited 60 s and the photo reader could not get to it (it is busy or still starting); send it again in a minute.',
    };
    const reader = new GatedPhotoReader({ ahead: 4, starting: false }, busy);
    const h = harness({ photoReader: reader });
    const shown: Reply[] = [];
    const answer = h.bot.handle(inbound({ kind: 'solvePhoto' }, shown, { attachments: [photo] }));
    await reader.whenWaiting();
    reader.release();
    const reply = only(await answer);
    expect(reply.text).toContain(busy.message);
    expect(reply.text).not.toMatch(/smaller|sharper|could not find/i);
    const line = h.logger.lines.find((l) => l.message === 'command');
    expect(line?.fields.outcome).toBe('photo-busy');
  });
});

/** Hints that wait in a line the test controls (the engine's answers, once released). */
class GatedHints implements HintService {
  calls = 0;
  private readonly held: (() => void)[] = [];
  private readonly watchers: (() => void)[] = [];
  constructor(private readonly status?: QueueStatus) {}

  private async gate<T>(options: HintOptions | undefined, answer: () => T): Promise<T> {
    this.calls++;
    if (this.status) options?.onQueued?.(this.status);
    await new Promise<void>((resolve) => {
      this.held.push(resolve);
      for (const watcher of this.watchers.splice(0)) watcher();
    });
    return answer();
  }
  hint: HintService['hint'] = (board, level, options) =>
    this.gate(options, () => hint(board, level));
  hintForCell: HintService['hintForCell'] = (board, cell, level, options) =>
    this.gate(options, () => hintForCell(board, cell, level));
  whenWaiting(): Promise<void> {
    if (this.held.length > 0) return Promise.resolve();
    return new Promise((resolve) => this.watchers.push(resolve));
  }
  release(): void {
    for (const resolve of this.held.splice(0)) resolve();
  }
}

describe('a hint worked out in a worker', () => {
  it('that waits long is told, then answered as before', async () => {
    const hints = new GatedHints({ ahead: 5, starting: false });
    const h = harness({ hints, options: { noticeAfterMs: 0 } });
    await h.send('new easy');
    const shown: Reply[] = [];
    const answer = h.bot.handle(inbound({ kind: 'hint' }, shown));
    await hints.whenWaiting();
    expect(shown.map((r) => r.text)).toEqual([
      'Working out your hint: the bot is busy right now, it will show here.',
    ]);
    hints.release();
    const [reply] = await answer;
    expect(reply!.text).toMatch(/^\*Hint:\*/);
    expect((await current(h)).hints).toBe(1);
  });

  it('that settles before the notice is due is not announced', async () => {
    const hints = new GatedHints({ ahead: 0, starting: false });
    // The default notice waits a second; this hint is released at once.
    const h = harness({ hints });
    await h.send('new easy');
    const shown: Reply[] = [];
    const answer = h.bot.handle(inbound({ kind: 'hint' }, shown));
    await hints.whenWaiting();
    hints.release();
    await answer;
    expect(shown).toEqual([]);
  });

  it('gives the same replies as the engine in process', async () => {
    const gated = new GatedHints();
    const a = harness({ hints: gated });
    const b = harness();
    for (const h of [a, b]) await h.send('new easy');
    const cell = name(empties(await current(a))[0]!);
    for (const text of ['hint', 'hint', 'hint', `hint ${cell}`, `hint ${cell}`]) {
      const viaWorker = a.send(text);
      await gated.whenWaiting();
      gated.release();
      expect(await viaWorker).toEqual(await b.send(text));
    }
  });

  it('is worked out again when a move changed the board meanwhile, and recorded once', async () => {
    const hints = new GatedHints();
    const h = harness({ hints });
    await h.send('new easy');
    const before = await current(h);
    const cell = empties(before)[0]!;
    const asked = h.send('hint', ANN);
    await hints.whenWaiting();
    // Bob fills a cell while Ann's hint is being worked out on the board without it.
    await h.send(`${name(cell)} ${before.solution[cell]}`, BOB);
    hints.release();
    await hints.whenWaiting();
    expect(hints.calls).toBe(2);
    hints.release();
    const [reply] = await asked;
    expect(reply!.text).toMatch(/^\*Hint:\*/);
    const after = await current(h);
    expect(after.hints).toBe(1);
    expect(after.entries[cell]).toBe(before.solution[cell]);
    // The hint recorded is the one worked out for the board with Bob's digit.
    const onNewBoard = hint(
      { grid: boardGrid(after), notes: after.notes, solution: after.solution },
      1,
    );
    expect(onNewBoard.ok && stepKey(onNewBoard.value)).toBe(after.hint?.stepKey);
  });

  it('refused by a busy hint worker says so and is logged as hint-busy', async () => {
    const message = 'Too many hints are being worked out right now; ask again in a moment.';
    const busy: HintService = {
      hint: async () => err({ code: 'busy', message }),
      hintForCell: async () => err({ code: 'busy', message }),
    };
    const h = harness({ hints: busy });
    await h.send('new easy');
    const reply = only(await h.send('hint'));
    expect(reply.text).toBe(message);
    expect((await current(h)).hints).toBe(0);
    const line = h.logger.lines.filter((l) => l.message === 'command').at(-1);
    expect(line?.fields.outcome).toBe('hint-busy');
  });
});

describe('a picture that waits long in line', () => {
  /** A renderer whose pictures wait, told as the real pool tells, until released. */
  class QueuedRenderer implements Renderer {
    release: () => void = () => undefined;
    private readonly gate = new Promise<void>((resolve) => (this.release = resolve));
    async render(_view: unknown, options: RenderOptions = {}) {
      options.onQueued?.({ ahead: 40, starting: false });
      await this.gate;
      return Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    }
    altText() {
      return 'A Sudoku board';
    }
  }

  it('is told once for the command, then the reply comes with its picture', async () => {
    const renderer = new QueuedRenderer();
    const h = harness({ renderer, options: { noticeAfterMs: 0 } });
    const shown: Reply[] = [];
    const answer = h.bot.handle(inbound({ kind: 'new', level: 'easy' }, shown));
    while (shown.length === 0) await new Promise((resolve) => setImmediate(resolve));
    renderer.release();
    const replies = await answer;
    expect(shown.map((r) => r.text)).toEqual([
      'Drawing the board: the bot is busy right now, it will show here.',
    ]);
    expect(replies.find((r) => r.live)?.image).toBeDefined();
  });

  it('says it is drawing the solution of a posted grid, not a board', async () => {
    const renderer = new QueuedRenderer();
    const h = harness({ renderer, options: { noticeAfterMs: 0 } });
    const shown: Reply[] = [];
    const grid =
      '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
    const answer = h.bot.handle(inbound({ kind: 'solveGrid', text: grid, share: false }, shown));
    while (shown.length === 0) await new Promise((resolve) => setImmediate(resolve));
    renderer.release();
    expect(only(await answer).image).toBeDefined();
    expect(shown.map((r) => r.text)).toEqual([
      'Drawing the solution: the bot is busy right now, it will show here.',
    ]);
  });
});
