// Files a Slack session leaves in the workspace, through the real Bolt app and core against the
// fake Web API: pictures of private replies (hints, a photo reading, solutions) are recorded in
// the store, the reading's picture is deleted when *Show solution* replaces it, and the sweep
// deletes the rest once a day old (a fake clock), across a restart of the adapter; live boards
// keep their one picture.

import { afterAll, describe, expect, it } from 'vitest';
import { PRIVATE_PICTURE_TTL_MS, ReplyFiles } from '../../adapters/slack/reply-files.ts';
import type { RecordedCall } from './fake-slack.ts';
import { startSlack } from '../../adapters/slack/index.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { MemoryLogger } from '../bot/harness.ts';
import { BOT_TOKEN, TEAM_ID } from './fake-slack.ts';
import { blocksOf, fakeApiOptions, photoMention } from './harness.ts';
import { ADA, DM_CHANNEL_ID, SIGNING_SECRET } from './signing.ts';
import { useRealCoreHarness } from './use-harness.ts';

const PUZZLE = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';

/** The adapter's clock (request signatures use it too: moved only after the last request). */
let now = Date.now();
/** The record of uploads: a SQLite file, as in production (the core keeps its own store). */
const uploads = new SqliteStore(':memory:');
// Closed once the harness is (after-hooks run the last registered first).
afterAll(() => uploads.close());
const { h, bot } = useRealCoreHarness({ users: [ADA], adapter: { uploads, now: () => now } });

function shown(calls: readonly RecordedCall[]): RecordedCall[] {
  return calls.filter(
    (c) =>
      ['chat.postMessage', 'chat.postEphemeral', 'chat.update', 'response_url'].includes(
        c.method,
      ) && c.response?.ok !== false,
  );
}

/** Files still in the workspace: uploaded, never deleted. */
function kept(): string[] {
  return [...h.api.files.keys()];
}

/** The file ids the channel's messages everyone sees show now (its live board). */
function liveBoardPictures(): string[] {
  return h.api.messages
    .filter((m) => !m.onlyFor)
    .flatMap((m) => m.blocks as { type: string; slack_file?: { id: string } }[])
    .filter((b) => b.type === 'image' && b.slack_file)
    .map((b) => b.slack_file!.id);
}

describe('pictures of private replies', () => {
  it('are deleted when replaced, and swept once a day old', async () => {
    await h.run(h.slash('today'));
    // Two hints, a solved grid and a photo reading: each a private picture.
    await h.run(h.slash('hint'));
    await h.run(h.slash('hint'));
    await h.run(h.slash(`solve ${PUZZLE}`));
    // The same in a DM: a message that stays in its history, so its picture stays too.
    const inDm = shown((await h.run(h.slash(`solve ${PUZZLE}`, { channel: DM_CHANNEL_ID }))).calls);
    const dmPicture = blocksOf(inDm.at(-1)!, 'image')[0].slack_file.id as string;
    const reading = shown((await h.run(photoMention(h.api))).calls).at(-1)!;
    expect(reading.method).toBe('chat.postEphemeral');
    const readingPicture = blocksOf(reading, 'image')[0].slack_file.id as string;
    expect(kept()).toContain(readingPicture);
    // *Show solution* on the reading replaces it: its picture goes at once.
    const [actions] = blocksOf(reading, 'actions');
    const show = actions.elements.find((e: { value: string }) => e.value.startsWith('solve '));
    const pressed = await h.run(
      h.button(show.value, {
        ephemeral: true,
        messageTs: '1700000000.000100',
        actionId: show.action_id,
        blockId: actions.block_id,
      }),
    );
    const solution = shown(pressed.calls).at(-1)!;
    expect(solution.method).toBe('response_url');
    expect(solution.params.replace_original).toBe(true);
    expect(h.api.deletedFiles).toContain(readingPicture);
    const boards = liveBoardPictures().filter((id) => kept().includes(id) && id !== dmPicture);
    const afterSession = kept().length;
    const recorded = await uploads.uploadsBefore('slack', now + 1, 100);
    // Every private picture uploaded is recorded; the replaced reading no longer.
    expect(recorded.map((r) => r.fileId).sort()).toEqual(
      kept()
        .filter((id) => !boards.includes(id) && id !== dmPicture)
        .sort(),
    );
    expect(new Set(recorded.map((r) => r.workspace))).toEqual(new Set([TEAM_ID]));

    // A sweep before a day has passed deletes nothing.
    now += PRIVATE_PICTURE_TTL_MS - 60_000;
    expect(await h.adapter.sweepFiles()).toEqual({ deleted: 0, failed: 0 });
    // The adapter restarts (the record is the store's); a day after the uploads, the sweep
    // leaves only the live boards' pictures.
    await h.adapter.close();
    now += 120_000;
    const again = await startSlack({
      core: bot,
      parseCommand,
      botToken: BOT_TOKEN,
      signingSecret: SIGNING_SECRET,
      logger: new MemoryLogger(),
      ...fakeApiOptions(h.api),
      uploads,
      now: () => now,
    });
    try {
      const sweep = await again.sweepFiles();
      expect(sweep).toEqual({ deleted: recorded.length, failed: 0 });
      expect(kept().sort()).toEqual([...boards, dmPicture].sort());
      expect(await uploads.uploadsBefore('slack', now + 1, 100)).toEqual([]);
      console.log(
        `slack files kept: after the session ${afterSession} (live boards ${boards.length}, a DM's 1, ` +
          `private pictures ${recorded.length}, 1 deleted when replaced); ` +
          `a day later, swept: ${kept().length}`,
      );
    } finally {
      await again.close();
    }
  });
});

describe('the sweep', () => {
  it('keeps what Slack failed to delete for the next sweep, forgets what is gone', async () => {
    const store = new SqliteStore(':memory:');
    const calls: string[] = [];
    const answers: Record<string, () => unknown> = {
      F1: () => ({ ok: true }),
      F2: () => {
        throw Object.assign(new Error('ratelimited'), { data: { error: 'ratelimited' } });
      },
      F3: () => {
        throw Object.assign(new Error('gone'), { data: { error: 'file_not_found' } });
      },
    };
    const client = {
      files: {
        delete: async ({ file }: { file: string }) => (calls.push(file), answers[file]!()),
      },
    };
    const files = new ReplyFiles({
      store,
      clientFor: async () => client as never,
      logger: new MemoryLogger(),
      now: () => 10 * PRIVATE_PICTURE_TTL_MS,
    });
    for (const [i, id] of ['F1', 'F2', 'F3'].entries()) {
      await store.recordUpload({ platform: 'slack', workspace: 'T1', fileId: id, uploadedAt: i });
    }
    expect(await files.sweep()).toEqual({ deleted: 2, failed: 1 });
    expect(calls).toEqual(['F1', 'F2', 'F3']);
    expect((await store.uploadsBefore('slack', Infinity, 10)).map((u) => u.fileId)).toEqual(['F2']);
    answers.F2 = () => ({ ok: true });
    expect(await files.sweep()).toEqual({ deleted: 1, failed: 0 });
    expect(await store.uploadsBefore('slack', Infinity, 10)).toEqual([]);
    await store.close();
  });
});
