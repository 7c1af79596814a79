// The Activity's refusals in the reader's language, over real HTTP against the fake Discord:
// before sign-in the browser's Accept-Language (an unknown or garbled one falls back to English),
// once signed in the player's Discord language (`/users/@me`'s `locale`), and over both the
// language the player chose with `language ja`. The machine-readable codes stay the same.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTANCE_ID, PLAYERS, startActivityHarness, type ActivityHarness } from './harness.ts';
import type { FakeUser } from './fake-oauth.ts';
import { CHANNEL } from './harness.ts';
import { postJson } from '../support/http-json.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

let h: ActivityHarness;

/** Lise set Discord to German; Ada's Discord is in English. */
const LISE: FakeUser = {
  id: '1180000000000000099',
  username: 'lise',
  global_name: 'Lise',
  locale: 'de',
};
const OUTSIDER: FakeUser = {
  id: '1180000000000000098',
  username: 'otto',
  global_name: 'Otto',
  locale: 'fr',
};

beforeAll(async () => {
  h = await startActivityHarness({ inInstance: ['Ada'], frozenClock: true, pollMs: 0 });
  h.oauth.addUser({ ...PLAYERS.Ada!, locale: 'en-US' });
  h.oauth.addUser(LISE);
  h.oauth.addUser(OUTSIDER);
  h.oauth.instances.get(INSTANCE_ID)!.users.push(LISE.id);
  // The channel's game, so the board has cells to refuse.
  await h.bot.handle({
    conversation: CHANNEL,
    user: { id: PLAYERS.Ada!.id, name: 'Ada', canManage: true },
    command: { kind: 'today' },
  });
});
afterAll(async () => {
  await h.close();
});

const api = (path: string) => `${h.activity.url}/.proxy/api${path}`;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(api(path), body, headers);

async function signIn(user: FakeUser, headers: Record<string, string> = {}) {
  const code = h.oauth.issueCode(user.id);
  return post('/activity/session', { code, instanceId: INSTANCE_ID }, headers);
}

/** A move on a cell off the board: refused 400 `bad-move` before the core. */
async function offBoard(session: string, headers: Record<string, string> = {}) {
  const game = await h.game();
  return post(
    '/board/moves',
    { gameId: game.id, seq: 1, move: { kind: 'place', cell: 500, digit: 1 } },
    { authorization: `Bearer ${session}`, 'x-activity-instance': INSTANCE_ID, ...headers },
  );
}

describe('the Activity’s refusals', () => {
  it('before sign-in follow the browser: French for fr-CA, English for a language the bot lacks', async () => {
    const forged = { code: 'not-a-code-discord-gave', instanceId: INSTANCE_ID };
    const french = await post('/activity/session', forged, {
      'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5',
    });
    expect(french.status).toBe(401);
    expect(french.body.error.code).toBe('bad-code');
    expect(french.body.error.message).toBe(
      'Discord n’a pas accepté cette connexion (le code a déjà servi ou a expiré) : fermez l’Activité et rouvrez-la.',
    );
    for (const [i, header] of ['tlh, x-klingon;q=0.8', ';;;q=abc,,', 'zz-ZZ;q=1', '*'].entries()) {
      // Each code is claimed once: a fresh forged one each time.
      const again = { ...forged, code: `${forged.code}-${i}` };
      const unknown = await post('/activity/session', again, { 'accept-language': header });
      expect(unknown.body.error.code, header).toBe('bad-code');
      expect(unknown.body.error.message, header).toMatch(/^Discord did not accept this sign-in/);
    }
    const empty = await post('/activity/session', {}, { 'accept-language': 'ja' });
    expect(empty.body.error).toEqual({
      code: 'bad-code',
      message: 'Discord の認可がページに渡したコードを送ってください。',
    });
  });

  it('to a player Discord knows follow their Discord language over the browser’s', async () => {
    const outsider = await signIn(OUTSIDER, { 'accept-language': 'en' });
    expect(outsider.status).toBe(403);
    expect(outsider.body.error.code).toBe('not-in-instance');
    expect(outsider.body.error.message).toBe(
      'Discord ne vous compte pas dans cette Activité : rouvrez-la depuis Discord.',
    );
    const lise = await signIn(LISE, { 'accept-language': 'en' });
    expect(lise.status).toBe(200);
    const refused = await offBoard(lise.body.session, { 'accept-language': 'en-GB' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('bad-move');
    expect(refused.body.error.message).toBe(
      'Dieses Feld liegt außerhalb des Bretts: Die Felder gehen von 0 (r1c1) bis 80 (r9c9).',
    );
  });

  it('follow a player’s own `language` choice over their Discord language', async () => {
    const lise = await signIn(LISE);
    await h.bot.handle({
      conversation: CHANNEL,
      user: { id: LISE.id, name: 'Lise', canManage: false },
      command: { kind: 'language', word: 'ja' },
    });
    const refused = await offBoard(lise.body.session, { 'accept-language': 'de' });
    expect(refused.body.error.code).toBe('bad-move');
    expect(refused.body.error.message).toBe(
      'そのマスは盤面の外です。マスは 0（r1c1）から 80（r9c9）までです。',
    );
    // A player with an English Discord and no choice reads English, whatever the browser says.
    const ada = await signIn(PLAYERS.Ada!);
    const english = await offBoard(ada.body.session, { 'accept-language': 'pt-BR' });
    expect(english.body.error.message).toBe(
      'That cell is off the board: cells go from 0 (r1c1) to 80 (r9c9).',
    );
  });

  it('give the page its words: the browser’s before sign-in, then the player’s', async () => {
    const words = async (headers: Record<string, string>) => {
      const res = await fetch(api('/board/words'), { headers });
      return (await res.json()) as any;
    };
    const before = await words({ 'accept-language': 'fr-FR' });
    expect(before.words['signing-in']).toBe('Connexion…');
    const fresh: FakeUser = { ...LISE, id: '1180000000000000097', locale: 'de' };
    h.oauth.addUser(fresh);
    h.oauth.instances.get(INSTANCE_ID)!.users.push(fresh.id);
    const signed = await signIn(fresh);
    const session = { authorization: `Bearer ${signed.body.session}` };
    const mine = await words({
      ...session,
      'x-activity-instance': INSTANCE_ID,
      'accept-language': 'fr-FR',
    });
    expect(mine.locale).toBe('de');
    expect(mine.words['own-board']).toBe('Allein');
  });
});
