// Languages through the core: `language de` makes what only its player sees German (and beats
// the platform's language); `language channel fr` makes what everyone in a channel sees French,
// for channel managers only; `auto` forgets a choice; an unknown language is answered in the
// asker's own words. Choices live in the store.

import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/bot/grammar.ts';
import { ANN, BOB, CHANNEL, DM, harness, liveOf } from './harness.ts';

describe('language', () => {
  it('is read by the grammar with or without channel, in either order', () => {
    expect(parseCommand('language')).toEqual({ ok: true, value: { kind: 'language' } });
    expect(parseCommand('language de')).toEqual({
      ok: true,
      value: { kind: 'language', word: 'de' },
    });
    expect(parseCommand('language fr channel')).toEqual({
      ok: true,
      value: { kind: 'language', word: 'fr', channel: true },
    });
  });

  it('speaks German to a player who chose it, over the language their platform reports', async () => {
    const h = harness();
    const [done] = await h.send('language de', BOB, DM);
    expect(done!.text).toBe('Erledigt: ich spreche ab jetzt *Deutsch* mit dir.');
    expect(done!.locale).toBe('de');
    const replies = await h.bot.handleText({
      conversation: DM,
      user: BOB,
      text: 'today',
      locale: 'ja',
    });
    expect(liveOf(replies).text).toMatch(/^\*Tagesrätsel Nr\. 73 · Schwer · Freitag\*: /);
    expect(await h.store.settings({ platform: 'web', scope: 'player', id: BOB.id })).toMatchObject({
      language: 'de',
    });
    const [auto] = await h.bot.handleText({
      conversation: DM,
      user: BOB,
      text: 'language auto',
      locale: 'ja',
    });
    expect(auto!.text).toBe('設定しました：アプリの言語に戻しました。');
  });

  it('lets channel managers set what everyone in a channel reads; a private reply keeps the asker’s', async () => {
    const h = harness();
    const [refused] = await h.send('language channel fr', BOB, CHANNEL);
    expect(refused!.text).toMatch(/^Only people who can manage this channel/);
    const [done] = await h.send('language channel fr', ANN, CHANNEL);
    expect(done!.visibility).toBe('everyone');
    expect(done!.text).toBe(
      'C’est fait : ce que tout le monde voit dans ce salon est en *Français* désormais (choisi par Ann).',
    );
    const board = liveOf(await h.send('today', BOB, CHANNEL));
    expect(board.text).toMatch(/^\*Grille du jour n° 73 · Difficile · vendredi\* : /);
    expect(board.actions?.map((a) => a.label)).toContain('Indice');
    // Bob's platform reports no language and he chose none: the channel's is his too here...
    const [status] = await h.send('language', BOB, CHANNEL);
    expect(status!.text).toContain('Je vous parle en *Français*.');
    expect(status!.text).toContain('Tout le monde dans ce salon lit en *Français*');
    // ...while a Japanese member's private answer is in Japanese.
    const [hers] = await h.bot.handleText({
      conversation: CHANNEL,
      user: BOB,
      text: 'language',
      locale: 'ja',
    });
    expect(hers!.text).toContain('あなたとは *日本語* で話します。');
  });

  it('answers an unknown language in the asker’s own language, saying what to type', async () => {
    const h = harness();
    const [reply] = await h.bot.handleText({
      conversation: DM,
      user: BOB,
      text: 'language klingon',
      locale: 'fr',
    });
    expect(reply!.text).toBe(
      "Je ne parle pas 'klingon'. Je parle `en`, `fr`, `de`, `es`, `pt-BR`, `ja` : p. ex. `language fr`.",
    );
  });
});
