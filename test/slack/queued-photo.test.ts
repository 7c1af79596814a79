// A photo that waits in line, through the real Bolt app against the fake Slack: the asker is told
// at once that it is queued, then gets the answer as one edit of that same message, never a
// second message beside it. "Solve this Sudoku" (the response_url: replace_original) and a photo
// sent in a direct message (no response_url: a message, then chat.update); a refusal for
// waiting says so truthfully. The photo reader is a stand-in whose line the test releases.

import { afterEach, describe, expect, it } from 'vitest';
import type { PhotoError, QueueStatus } from '../../src/bot/ports.ts';
import { GatedPhotoReader } from '../support/gated-photo-reader.ts';
import { blocksOf, realCore, startHarness, textOf, type Harness } from './harness.ts';
import type { RecordedCall } from './fake-slack.ts';
import { event, eventPayload, messageShortcut } from './signing.ts';

let h: Harness<ReturnType<typeof realCore>['bot']> | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(9000, 2)]);
const SHOWN = ['chat.postMessage', 'chat.postEphemeral', 'chat.update', 'response_url'];
const shown = (calls: readonly RecordedCall[]) => calls.filter((c) => SHOWN.includes(c.method));

async function start(status: QueueStatus, refusal?: PhotoError) {
  const reader = new GatedPhotoReader(status, refusal);
  const { bot } = realCore(undefined, undefined, { photoReader: reader });
  h = await startHarness(bot);
  return { h, reader };
}

function shortcut(harness: NonNullable<typeof h>) {
  const url = harness.api.hostFile('paper.jpg', photo, 'image/jpeg');
  const files = [
    {
      id: 'F0PHOTO01',
      name: 'paper.jpg',
      mimetype: 'image/jpeg',
      size: photo.length,
      url_private: url,
    },
  ];
  return messageShortcut(
    { ts: '1700000123.000100', files },
    { responseUrl: harness.api.responseUrl() },
  );
}

describe('"Solve this Sudoku" on a photo that waits in line', () => {
  it('says it is queued at once, then replaces that with the reading', async () => {
    const { h, reader } = await start({ ahead: 2, starting: false });
    const before = h.api.calls.length;
    await h.send(shortcut(h));
    await reader.whenWaiting();
    const interim = await h.api.waitFor((c) => c.method === 'response_url');
    expect(interim.params).toMatchObject({
      response_type: 'ephemeral',
      replace_original: false,
      text: 'Reading your photo: 2 photos ahead of yours.',
    });
    reader.release();
    await h.settle();
    const seen = shown(h.api.calls.slice(before));
    expect(seen).toHaveLength(2);
    const [, answer] = seen;
    expect(answer!.method).toBe('response_url');
    expect(answer!.params.replace_original).toBe(true);
    expect(textOf(answer!)).toMatch(/^I read this grid from your photo/);
    expect(blocksOf(answer!, 'image')).toHaveLength(1);
  });

  it('refused for waiting too long, says so in place of the notice', async () => {
    const busy: PhotoError = {
      code: 'busy',
      message:
        'Your photo waited 60 s and the photo reader could not get to it (it is busy or still starting); send it again in a minute.',
    };
    const { h, reader } = await start({ ahead: 0, starting: true }, busy);
    const before = h.api.calls.length;
    await h.send(shortcut(h));
    await reader.whenWaiting();
    const interim = await h.api.waitFor((c) => c.method === 'response_url');
    expect(interim.params.text).toBe('Reading your photo: the photo reader is starting up.');
    reader.release();
    await h.settle();
    const seen = shown(h.api.calls.slice(before));
    expect(seen.map((c) => c.method)).toEqual(['response_url', 'response_url']);
    expect(seen[1]!.params.replace_original).toBe(true);
    expect(textOf(seen[1]!)).toContain(busy.message);
  });
});

/** A photo event of `kind` whose file the fake hosts. */
function photoEvent(harness: NonNullable<typeof h>, kind: 'mention' | 'im-file') {
  const payload = eventPayload(kind);
  payload.event.files[0] = {
    ...payload.event.files[0],
    mimetype: 'image/jpeg',
    size: photo.length,
    url_private_download: harness.api.hostFile('grid.jpg', photo, 'image/jpeg'),
  };
  return payload;
}

describe('a photo sent in a direct message that waits in line', () => {
  it('is answered by editing the notice posted in the conversation', async () => {
    const { h, reader } = await start({ ahead: 0, starting: false });
    const payload = photoEvent(h, 'im-file');
    const before = h.api.calls.length;
    await h.send(event(payload));
    await reader.whenWaiting();
    const interim = await h.api.waitFor((c) => c.method === 'chat.postMessage');
    expect(interim.params.text).toBe("Reading your photo: you're next.");
    expect(interim.params.channel).toBe(payload.event.channel);
    reader.release();
    await h.settle();
    const seen = shown(h.api.calls.slice(before));
    expect(seen.map((c) => c.method)).toEqual(['chat.postMessage', 'chat.update']);
    const edit = seen[1]!;
    expect(edit.params.ts).toBe(interim.response.ts);
    expect(textOf(edit)).toMatch(/^I read this grid from your photo/);
    expect(blocksOf(edit, 'image')).toHaveLength(1);
    const message = h.api.message(payload.event.channel, interim.response.ts)!;
    expect(message.text).toMatch(/I read this grid/);
  });
});

describe('a photo posted with a mention in a channel that waits in line', () => {
  it('the notice everyone saw goes once the private answer is out', async () => {
    const { h, reader } = await start({ ahead: 1, starting: false });
    const payload = photoEvent(h, 'mention');
    const before = h.api.calls.length;
    await h.send(event(payload));
    await reader.whenWaiting();
    const interim = await h.api.waitFor((c) => c.method === 'chat.postMessage');
    expect(interim.params.text).toBe('Reading your photo: 1 photo ahead of yours.');
    reader.release();
    await h.settle();
    const calls = h.api.calls.slice(before);
    const seen = shown(calls);
    expect(seen.map((c) => c.method)).toEqual(['chat.postMessage', 'chat.postEphemeral']);
    expect(textOf(seen[1]!)).toMatch(/^I read this grid from your photo/);
    const removed = calls.find((c) => c.method === 'chat.delete');
    expect(removed?.params).toMatchObject({
      channel: payload.event.channel,
      ts: interim.response.ts,
    });
  });
});
