// The playground's refusals in the reader's language, over real HTTP with the real core: the
// language a known player chose with `language de`, else the browser's Accept-Language, else
// English (an unknown or garbled header too). The machine-readable codes stay the same.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebPlayground } from '../../adapters/web/index.ts';
import { startQuietPlayground } from '../support/playground.ts';
import { realCore } from '../support/real-core.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const { bot } = realCore();
let playground: WebPlayground;

beforeAll(async () => {
  playground = await startQuietPlayground(bot);
});
afterAll(() => playground.close());

async function call(path: string, init: RequestInit & { language?: string } = {}) {
  const { language, ...rest } = init;
  const res = await fetch(`${playground.url}${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      ...(language !== undefined && { 'accept-language': language }),
      ...(rest.headers as Record<string, string> | undefined),
    },
  });
  return { status: res.status, body: (await res.json()) as any };
}

const say = (user: string, text: string, language?: string) =>
  call('/api/channels/general/messages', {
    method: 'POST',
    body: JSON.stringify({ user, text }),
    ...(language !== undefined && { language }),
  });

describe('the playground’s refusals', () => {
  it('follow the browser’s language, with the same codes in every language', async () => {
    const fr = await say('Ana', '   ', 'fr-FR,fr;q=0.9');
    expect(fr.status).toBe(400);
    expect(fr.body.error).toEqual({
      code: 'empty',
      message: 'Tapez d’abord une commande, par exemple `help`.',
    });
    const de = await call('/nowhere', { language: 'de-AT' });
    expect(de.body.error).toEqual({
      code: 'not-found',
      message: 'Unter dieser Adresse gibt es nichts.',
    });
    const es = await call('/api/channels/general/messages', {
      method: 'POST',
      body: '{not json',
      language: 'es-419',
    });
    expect(es.body.error).toEqual({
      code: 'bad-json',
      message: 'El cuerpo de la solicitud no es JSON válido.',
    });
    const ja = await call('/api/channels/nowhere/messages?user=Ken', { language: 'ja' });
    expect(ja.body.error).toEqual({
      code: 'no-channel',
      message: '「nowhere」というチャンネルはありません。',
    });
    const pt = await call('/api/session', { method: 'DELETE', language: 'pt-PT' });
    expect(pt.status).toBe(200);
    const method = await call('/api/config', { method: 'PUT', language: 'pt-PT' });
    expect(method.body.error).toEqual({
      code: 'method-not-allowed',
      message: '`PUT` não é permitido aqui.',
    });
  });

  it('fall back to English for a language the bot lacks or a garbled header', async () => {
    for (const language of ['ko-KR', 'x-pirate;q=1', ';;q=,', 'tlh;q=0.9, *;q=0.1', '']) {
      const refused = await say('Ana', '', language);
      expect(refused.body.error, language).toEqual({
        code: 'empty',
        message: 'Type a command first, for example `help`.',
      });
    }
  });

  it('to a player who chose `language de` are German, whatever the browser says', async () => {
    const chose = await say('Lise', 'language de', 'fr');
    expect(chose.status).toBe(200);
    const refused = await say('Lise', ' ', 'fr-FR');
    expect(refused.body.error.message).toBe('Tippe zuerst einen Befehl, zum Beispiel `help`.');
    // A move on the board UI, refused before the core.
    await say('Lise', 'today', 'fr');
    const { body } = await call('/api/board?channel=general&user=Lise&page=p1');
    const move = await call('/api/board/moves?channel=general&user=Lise&page=p1', {
      method: 'POST',
      body: JSON.stringify({ gameId: body.state.gameId, seq: 1, move: { kind: 'jump' } }),
      language: 'fr',
    });
    expect(move.body.error).toEqual({
      code: 'bad-move',
      message: 'Züge sind `place`, `note`, `clear`, `undo`, `hint` und `reveal`.',
    });
    // The playground's own words to her too: a command it cannot read.
    const typo = await say('Lise', 'r3c5 banana', 'fr');
    expect(typo.status).toBe(200);
    const notice = typo.body.messages.at(-1).text as string;
    expect(notice).toMatch(/^'banana' ist keine Ziffer: /);
    // Another player with the same French browser still reads French.
    const other = await say('Ana', ' ', 'fr');
    expect(other.body.error.message).toBe('Tapez d’abord une commande, par exemple `help`.');
  });

  it('tell the board whether a hint goes deeper in any language, in a channel and in a DM', async () => {
    for (const channel of ['general', 'dm']) {
      const seat = `channel=${channel}&user=Lise&page=more-${channel}`;
      await call(`/api/channels/${channel}/messages`, {
        method: 'POST',
        body: JSON.stringify({ user: 'Lise', text: 'today' }),
      });
      const { body } = await call(`/api/board?${seat}`);
      const more: unknown[] = [];
      for (let seq = 1; seq <= 3; seq++) {
        const hint = await call(`/api/board/moves?${seat}`, {
          method: 'POST',
          body: JSON.stringify({ gameId: body.state.gameId, seq, move: { kind: 'hint' } }),
        });
        expect(hint.body.message, channel).toMatch(/^Tipp/);
        more.push(hint.body.more);
      }
      // Two levels go deeper; the full step is the last (the page hides *More* then).
      expect(more, channel).toEqual([true, true, undefined]);
    }
  });

  it('give the board UI its words: the player’s choice, else the browser’s, else English', async () => {
    const words = async (user: string, language: string) =>
      (await call(`/api/board/words?channel=general&user=${user}&page=w`, { language })).body;
    const lise = await words('Lise', 'fr-FR');
    expect(lise.locale).toBe('de');
    expect(lise.words.hint).toBe('Tipp');
    expect(lise.words['feed-place']).toBe('{who} hat {digit} in {cell} gesetzt');
    expect(lise.counts.mistakes).toEqual({ one: '{n} Fehler', other: '{n} Fehler' });
    const ana = await words('Ana', 'fr-CA');
    expect(ana.locale).toBe('fr');
    expect(ana.words['start-one']).toBe('Lancez-en une avec `today` ou `new` dans la discussion.');
    expect(ana.counts.left).toEqual({ one: '{n} case restante', other: '{n} cases restantes' });
    const ja = await words('Ken', 'ja');
    expect(Object.keys(ja.counts.left)).toEqual(['other']);
    for (const language of ['tlh', ';;q=', '']) {
      const english = await words('Bea', language);
      expect(english.locale, language).toBe('en');
      expect(english.words.reveal).toBe('Reveal');
    }
    // Without a usable seat (no name) the browser's language still counts.
    const nobody = (await call('/api/board/words', { language: 'es' })).body;
    expect(nobody.words.undo).toBe('Deshacer');
  });
});
