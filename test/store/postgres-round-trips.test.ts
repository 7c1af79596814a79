// Round trips to PostgreSQL per move, counted by the store (PostgresStore.roundTrips): a move
// typed in a channel whose live board is edited in place is its commit, the read of the board
// message to edit, and the adapter's record of the new picture; the asker's and the channel's
// settings (language, theme) come from this process's copy, kept while it hears every change
// (LISTEN/NOTIFY). A change made by another process reaches the next command's reply; a lost
// listener means reads from the server (nothing stale is kept) until it listens again.

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/bot/grammar.ts';
import type { Reply } from '../../src/bot/types.ts';
import { PostgresStore } from '../../src/store/postgres.ts';
import { ANN, CHANNEL, current, empties, harness, name, type Harness } from '../bot/harness.ts';
import { findPostgres, PostgresServer } from './postgres-server.ts';

const found = findPostgres();

/** Waits (polling, with a deadline) until `ready` holds. */
async function until(what: string, ready: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`not ${what} within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The round trips `store` sent while `work` ran, by statement name. */
async function tripsDuring(store: PostgresStore, work: () => Promise<unknown>) {
  const before = new Map(store.roundTrips);
  await work();
  const during: Record<string, number> = {};
  for (const [statement, n] of store.roundTrips) {
    const sent = n - (before.get(statement) ?? 0);
    if (sent > 0) during[statement] = sent;
  }
  return during;
}

/** A bot on `store` typing visible messages (in CHANNEL), recording boards as an adapter does. */
function typist(store: PostgresStore) {
  const h = harness({ store });
  let refs = 0;
  const typed = async (text: string, conversation = CHANNEL): Promise<Reply[]> => {
    const parsed = parseCommand(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const replies = await h.bot.handle({
      conversation,
      user: ANN,
      command: parsed.value,
      visible: true,
    });
    for (const reply of replies) {
      const live = reply.live;
      if (!live) continue;
      if (live.edit) await h.bot.boardEdited(live, live.edit.ref, `picture-${++refs}`);
      else await h.bot.boardPosted(live, { ref: `m${++refs}`, postedAt: h.clock.now().getTime() });
    }
    return replies;
  };
  return { h, typed };
}

async function nextMove(h: Harness, conversation = CHANNEL): Promise<string> {
  const game = await current(h, conversation);
  const cell = empties(game)[0]!;
  return `${name(cell)} ${game.solution[cell]}`;
}

if (!found.ok) {
  describe.skip(`PostgreSQL round trips (skipped: ${found.reason})`, () => {
    it('needs a PostgreSQL server', () => undefined);
  });
} else {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await PostgresServer.start(found.bin);
  });
  afterAll(async () => server.destroy());

  describe('PostgreSQL round trips per move', () => {
    it('sends a typed move as its commit, the board read and the picture record: no settings reads', async () => {
      const store = await PostgresStore.open(await server.freshUrl(), { poolSize: 4 });
      try {
        const { h, typed } = typist(store);
        await typed('new easy');
        await until('listening for settings changes', () => store.settingsCached);
        await typed(await nextMove(h)); // reads the settings once more, now kept
        for (let i = 0; i < 3; i++) {
          const move = await nextMove(h);
          const trips = await tripsDuring(store, async () => {
            const replies = await typed(move);
            expect(replies[0]?.text).toMatch(/placed/);
          });
          expect(trips).toEqual({ 'commit-moves': 1, 'board-get': 1, 'board-swap-picture': 1 });
        }
      } finally {
        await store.close();
      }
    });

    it('sends moves typed together in several channels as one commit, one board read and one swap', async () => {
      const store = await PostgresStore.open(await server.freshUrl(), { poolSize: 4 });
      try {
        const { h, typed } = typist(store);
        const channels = Array.from({ length: 6 }, (_, i) => ({
          ...CHANNEL,
          id: `C-together-${i}`,
        }));
        for (const channel of channels) await typed('new easy', channel);
        await until('listening for settings changes', () => store.settingsCached);
        for (const channel of channels) await typed(await nextMove(h, channel), channel);
        const moves = await Promise.all(channels.map((c) => nextMove(h, c)));
        const trips = await tripsDuring(store, async () => {
          const replies = await Promise.all(channels.map((c, i) => typed(moves[i]!, c)));
          for (const r of replies) expect(r[0]?.text).toMatch(/placed/);
        });
        expect(trips).toEqual({ 'commit-moves': 1, 'board-get': 1, 'board-swap-picture': 1 });
        // Each board shows its own new picture.
        for (const channel of channels) {
          const game = await current(h, channel);
          const stored = await store.boardMessage({ gameId: game.id, viewer: '' });
          expect(stored?.picture).toMatch(/^picture-/);
        }
      } finally {
        await store.close();
      }
    });

    it("answers in the language another process set, as soon as that process's change is heard", async () => {
      const url = await server.freshUrl();
      const here = await PostgresStore.open(url, { poolSize: 4 });
      const there = await PostgresStore.open(url, { poolSize: 4 });
      try {
        const { h, typed } = typist(here);
        await typed('new easy');
        await until('listening for settings changes', () => here.settingsCached);
        await typed(await nextMove(h)); // reads the settings once more, now kept
        const kept = await tripsDuring(here, async () => typed(await nextMove(h)));
        expect(kept['settings-get-all']).toBeUndefined();
        // Another process (the one that took `language fr`) changes the channel's language.
        await harness({ store: there }).send('language channel fr');
        const channel = { platform: CHANNEL.platform, scope: 'channel' as const, id: CHANNEL.id };
        await until(
          'told of the change',
          async () => (await here.settings(channel)).language === 'fr',
        );
        const replies = await typed(await nextMove(h));
        expect(replies[0]?.text).toMatch(/placé/);
      } finally {
        await Promise.all([here.close(), there.close()]);
      }
    });

    it('reads settings from the server while its listener is lost, and keeps them again after', async () => {
      const url = await server.freshUrl();
      const store = await PostgresStore.open(url, { poolSize: 4 });
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const owner = { platform: 'web', scope: 'player' as const, id: 'u-zoe' };
        await store.settings(owner);
        await until('listening', () => store.settingsCached);
        await store.settings(owner);
        await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'sudoku-bot-listen'",
        );
        await until('told the listener is lost', () => !store.settingsCached);
        // Written behind the store's back (no notification): read from the server, not kept.
        await admin.query(
          "INSERT INTO player_settings (platform, scope, owner_id, language) VALUES ('web', 'player', 'u-zoe', 'de')",
        );
        expect(await store.settings(owner)).toEqual({ language: 'de' });
        // It listens again by itself (after a short wait), and changes are heard again.
        await until(
          'listening again',
          async () => (await store.settings(owner), store.settingsCached),
        );
        await store.settings(owner);
        const kept = await tripsDuring(store, () => store.settings(owner));
        expect(kept).toEqual({});
        await admin.query(
          "UPDATE player_settings SET language = 'es' WHERE owner_id = 'u-zoe'; SELECT pg_notify('sudoku_settings', '[\"web\",\"player\",\"u-zoe\"]')",
        );
        await until('told', async () => (await store.settings(owner)).language === 'es');
      } finally {
        await admin.end();
        await store.close();
      }
    });
  });
}
