// The photo rule "never a wrong solution": the solution of a photo is offered only when no cell
// is unsure and none was repaired; until then the reading is shown with those cells highlighted
// and the user confirms or fixes them. After a repair the whole board waits for `fix ok`.

import { describe, expect, it } from 'vitest';
import type { PhotoError, PhotoRead } from '../../src/bot/ports.ts';
import type { Attachment, Reply } from '../../src/bot/types.ts';
import { pendingOf, photoReply } from '../../src/bot/photo.ts';
import { ANN, CHANNEL, FakePhotoReader, harness, only } from './harness.ts';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

function reading(grid: string, unsure: number[], repaired: number[] = []): PhotoRead {
  return {
    grid: Uint8Array.from(grid, (c) => (c === '.' ? 0 : Number(c))),
    confidence: new Float32Array(81).fill(0.9),
    unsure,
    repaired,
    corners: [],
  };
}

const photo: Attachment = {
  name: 'grid.jpg',
  contentType: 'image/jpeg',
  size: 100,
  fetch: async () => Buffer.alloc(100),
};

const offersSolution = (reply: Reply<unknown>) =>
  reply.actions?.some((action) => action.command.startsWith('solve ')) ?? false;

async function send(read: PhotoRead | PhotoError) {
  const h = harness({ photoReader: new FakePhotoReader(read) });
  const reply = only(
    await h.bot.handle({
      conversation: CHANNEL,
      user: ANN,
      command: { kind: 'solvePhoto' },
      attachments: [photo],
    }),
  );
  return { h, reply };
}

describe('a photo is solved only once every doubtful cell is confirmed', () => {
  it('offers the solution at once when the reading is sure and has one solution', async () => {
    const { reply } = await send(reading(PUZZLE, []));
    expect(offersSolution(reply)).toBe(true);
    expect(reply.text).toMatch(/exactly one solution/);
  });

  it('withholds the solution of a one-solution grid while a cell is unsure, until confirmed', async () => {
    // The grid as read has one solution, but r1c1 might be misread: that solution may be wrong.
    const { h, reply } = await send(reading(PUZZLE, [0]));
    expect(offersSolution(reply)).toBe(false);
    expect(reply.board?.highlights?.unsure).toEqual([0]);
    expect(reply.text).toMatch(/not sure about r1c1/);
    expect(reply.text).toMatch(/Once they are confirmed/);
    const confirmed = only(await h.send('fix r1c1 5'));
    expect(confirmed.text).toMatch(/r1c1 confirmed as 5/);
    expect(offersSolution(confirmed)).toBe(true);
  });

  it('after a repair, asks for the whole board to be checked before the solution', async () => {
    // The repair chose r1c5's reading: the grid has one solution, but another cell misread with
    // confidence (not flagged) would make it a solution of a grid that is not the printed one.
    const { h, reply } = await send(reading(PUZZLE, [], [4]));
    expect(offersSolution(reply)).toBe(false);
    expect(reply.board?.highlights?.unsure).toEqual([4]);
    const fixed = only(await h.send('fix r1c5 7'));
    expect(offersSolution(fixed)).toBe(false);
    expect(fixed.text).toMatch(/check the whole board against your photo/);
    expect(fixed.actions?.map((a) => a.command)).toEqual(['fix ok']);
    // A further fix keeps the board waiting for its check; `fix ok` ends it.
    expect(offersSolution(only(await h.send('fix r1c1 5')))).toBe(false);
    const checked = only(await h.send('fix ok'));
    expect(checked.text).toMatch(/Thanks for checking the board/);
    expect(offersSolution(checked)).toBe(true);
  });

  it('asks for the whole board when the reader doubts its outline, though nothing is unsure', async () => {
    // An outline a cell off reads every cell from its neighbour: a grid with one solution that
    // is not the printed one, with no cell the reader could single out.
    const { h, reply } = await send({ ...reading(PUZZLE, []), checkBoard: true });
    expect(offersSolution(reply)).toBe(false);
    expect(reply.text).toMatch(/check the whole board against your photo/);
    expect(reply.actions?.map((a) => a.command)).toEqual(['fix ok']);
    expect(offersSolution(only(await h.send('fix ok')))).toBe(true);
  });

  it('confirms every cell still unsure with `fix ok`', async () => {
    const { h } = await send(reading(PUZZLE, [0, 1]));
    expect(offersSolution(only(await h.send('fix ok')))).toBe(true);
  });

  it('says so when `fix ok` comes with no photo waiting', async () => {
    const h = harness({});
    expect(only(await h.send('fix ok')).text).toMatch(/no photo waiting to be checked/);
  });

  it('says a finished grid is solved already, with no solution to offer', async () => {
    const solved =
      '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
    const { reply } = await send(reading(solved, []));
    expect(reply.text).toMatch(/already solved/);
    expect(offersSolution(reply)).toBe(false);
  });

  it('keeps unsure and repaired cells together, each once, in cell order', () => {
    const pending = pendingOf(reading(PUZZLE, [30, 4], [4, 2]), 0);
    expect(pending.unsure).toEqual([2, 4, 30]);
    expect(pending.checkBoard).toBe(true);
    expect(offersSolution(photoReply(pending, '', 'asker'))).toBe(false);
    expect(offersSolution(photoReply({ ...pending, unsure: [] }, '', 'asker'))).toBe(false);
    const checked = { ...pending, unsure: [], checkBoard: false };
    expect(offersSolution(photoReply(checked, '', 'asker'))).toBe(true);
    expect(pendingOf(reading(PUZZLE, [30]), 0).checkBoard).toBeUndefined();
  });
});

describe('a photo the reader did not read', () => {
  const cases = [
    {
      code: 'timeout',
      message:
        'That photo needed more than 8 s of work to read; send a photo taken from straight above with only the grid in view.',
    },
    {
      code: 'busy',
      message: 'Too many photos are waiting to be read; send yours again in a minute.',
    },
  ] as const;
  for (const error of cases) {
    it(`says why in the reader's words, and logs it as ${error.code}, not ok`, async () => {
      const { h, reply } = await send(error);
      expect(reply.text).toContain(error.message);
      expect(reply.text).not.toMatch(/smaller or sharper/);
      const line = h.logger.lines.find((l) => l.message === 'command');
      expect(line?.fields).toMatchObject({ command: 'solvePhoto', outcome: `photo-${error.code}` });
    });
  }
});
