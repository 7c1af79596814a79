// PostgreSQL going away under the bot: the server is killed (pg_ctl stop -m immediate, like a
// crash) and restarted while commands are in flight. Those commands get the core's polite "try
// again"; the same store reconnects by itself once the server is back; retried commands then
// land, and nothing that was acknowledged is lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Conversation, User } from '../../src/bot/types.ts';
import { StoreUnavailableError } from '../../src/store/errors.ts';
import { PostgresStore } from '../../src/store/postgres.ts';
import { empties, harness, name } from '../bot/harness.ts';
import { daily } from './contract-fixtures.ts';
import { findPostgres, PostgresServer } from './postgres-server.ts';

const SORRY = 'Sorry, something went wrong on my side. Please try again in a moment.';
const pg = findPostgres();

describe.skipIf(!pg.ok)(
  `PostgreSQL restarted mid-load${pg.ok ? '' : ` (skipped: ${pg.reason})`}`,
  () => {
    let server: PostgresServer | undefined;
    let store: PostgresStore | undefined;
    const lost: Error[] = [];
    const running = () => {
      if (!server || !store) throw new Error('the PostgreSQL server did not start (see beforeAll)');
      return { server, store };
    };
    beforeAll(async () => {
      server = await PostgresServer.start(pg.ok ? pg.bin : '');
      store = await PostgresStore.open(await server.freshUrl(), {
        poolSize: 8,
        connectTimeoutMs: 2000,
        onConnectionLost: (error) => lost.push(error),
      });
    });
    afterAll(async () => {
      await store?.close();
      await server?.destroy();
    });

    it('fails commands with a typed, retryable error while down, and reconnects by itself', async () => {
      const { server, store } = running();
      await store.startGame(daily('g1', 'c0', '2025-03-14'));
      await server.stopServer('immediate');
      // Both settled together: awaiting one while the other fails first would leave that
      // failure unhandled for a moment (a loaded machine ordered them so once).
      const down = await Promise.allSettled([
        store.getGame('g1'),
        store.startGame(daily('g2', 'c9', '2025-03-14')),
      ]);
      for (const attempt of down) {
        expect(attempt.status).toBe('rejected');
        const reason: unknown = attempt.status === 'rejected' ? attempt.reason : undefined;
        expect(reason).toBeInstanceOf(StoreUnavailableError);
        expect(reason).toMatchObject({ retryable: true });
        expect(String(reason)).toMatch(/the PostgreSQL database is unavailable/);
      }
      await server.startServer();
      expect((await store.getGame('g1'))?.id).toBe('g1');
      expect((await store.startGame(daily('g2', 'c9', '2025-03-14'))).id).toBe('g2');
    });

    it('answers in-flight commands with "try again", loses nothing acknowledged, and takes the retries', async () => {
      const { server, store } = running();
      const h = harness({ store, at: '2025-03-14T10:00:00Z' });
      const channels: Conversation[] = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'].map((id) => ({
        platform: 'web',
        id,
        kind: 'channel',
        workspace: 'local',
      }));
      const plan: { conversation: Conversation; user: User; text: string }[] = [];
      for (const channel of channels) {
        await h.send('today', undefined, channel);
        const game = (await store.currentGame({ platform: 'web', conversationId: channel.id }))!;
        empties(game)
          .slice(0, -1)
          .forEach((cell, k) => {
            const user = { id: `u${k % 3}`, name: `U${k % 3}`, canManage: false };
            const digit = game.solution[cell]!;
            if (k % 5 === 0)
              plan.push({ conversation: channel, user, text: `${name(cell)} ${(digit % 9) + 1}` });
            plan.push({ conversation: channel, user, text: `${name(cell)} ${digit}` });
          });
      }
      // Games in turn, so that all are in play at once.
      plan.sort(
        (a, b) =>
          a.text.localeCompare(b.text) || a.conversation.id.localeCompare(b.conversation.id),
      );

      const replies: string[] = new Array(plan.length);
      let answered = 0;
      let restart: Promise<void> | undefined;
      let answeredWhenBack = Infinity;
      const send = async (i: number) => {
        replies[i] = (await h.bot.handleText(plan[i]!))[0]?.text ?? '';
        if (++answered === 60) {
          restart = (async () => {
            await server.stopServer('immediate');
            await sleep(300);
            await server.startServer();
            answeredWhenBack = answered;
          })();
        }
        return answered;
      };
      // Twelve players at a steady pace; one told "try again" waits a moment before the next move.
      const order: number[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: 12 }, async () => {
          while (next < plan.length) {
            const i = next++;
            await send(i);
            order.push(i);
            await sleep(replies[i] === SORRY ? 100 : 2);
          }
        }),
      );
      await restart;
      const failed = plan.flatMap((_, i) => (replies[i] === SORRY ? [i] : []));
      expect(failed.length).toBeGreaterThan(0); // the restart did hit commands in flight
      // The same store took the load again once the server was back: no reopen, no restart.
      const afterwards = order.slice(answeredWhenBack + 12).map((i) => replies[i]);
      expect(afterwards.length).toBeGreaterThan(50);
      expect(afterwards.filter((t) => t === SORRY)).toEqual([]);
      const errors = h.logger.lines.filter((l) => l.message === 'command failed');
      expect(errors).toHaveLength(failed.length);
      for (const e of errors) expect(String(e.fields.error)).toMatch(/^StoreUnavailableError: /);

      // The users try again, on the same store: every retry is answered properly now.
      const retried = new Map<number, string>();
      for (const i of failed) retried.set(i, (await h.bot.handleText(plan[i]!))[0]?.text ?? '');
      expect([...retried.values()].filter((t) => t === SORRY)).toEqual([]);

      for (const channel of channels) {
        const game = (await store.currentGame({ platform: 'web', conversationId: channel.id }))!;
        const mine = plan.flatMap((c, i) => (c.conversation === channel ? [i] : []));
        const acknowledged = mine.map((i) => retried.get(i) ?? replies[i]!);
        for (const [k, i] of mine.entries()) {
          const placed = /^\S+ placed (\d+) in (r\d+c\d+)/.exec(acknowledged[k]!);
          // Nothing acknowledged is lost: each "placed" is on the board.
          if (placed)
            expect(game.entries[cellIndex(placed[2]!)], `${channel.id} ${plan[i]!.text}`).toBe(
              Number(placed[1]),
            );
        }
        // Every planned cell got its digit: acknowledged, or committed just before its reply was lost
        // (the retry then says it is already there).
        expect(empties(game)).toHaveLength(1);
        const mistakesAcknowledged = acknowledged.filter((t) => /doesn't go in/.test(t)).length;
        expect(game.mistakes).toBeGreaterThanOrEqual(mistakesAcknowledged);
      }
    }, 60_000);
  },
);

/** The cell index of `r3c5` on a 9x9 board. */
function cellIndex(cellName: string): number {
  const [, r, c] = /^r(\d+)c(\d+)$/.exec(cellName)!;
  return (Number(r) - 1) * 9 + Number(c) - 1;
}
