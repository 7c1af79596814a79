// The Discord adapter's own words follow the rule of the core's private replies: the language a
// player chose (`language de`) over their Discord's (`locale`), else the server's, else English.
// Through discord.js against the fake Discord API, with the real core: an outdated button, a
// typed move it cannot read, and the note on a DM too long to be a command.

import { SnowflakeUtil } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { MAX_DIRECT_TEXT } from '../../adapters/discord/direct-messages.ts';
import type { Conversation } from '../../src/bot/types.ts';
import { callbackOf, deliverMessage } from './harness.ts';
import { buttonPress, gatewayMessage, modalSubmit } from './payloads.ts';
import { PSEUDO_LOCALE, PseudoScan } from '../i18n/pseudo-scan.ts';
import { useRealCoreHarness } from './use-harness.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const { h, bot } = useRealCoreHarness();

const SOMEWHERE: Conversation = {
  platform: 'discord',
  id: '1',
  kind: 'direct',
  workspace: 'direct',
};

/** `userId` chooses `word` with the core's own `language` command. */
async function choose(userId: string, word: string) {
  await bot.handle({
    conversation: SOMEWHERE,
    user: { id: userId, name: 'player', canManage: false },
    command: { kind: 'language', word },
  });
}

/** A press on a button this bot no longer knows, from a member whose Discord is in English. */
function oldButton(userId: string): Json {
  const payload = buttonPress('sudoku:v0:something-old');
  payload.locale = 'en-US';
  payload.guild_locale = 'en-US';
  payload.member.user.id = userId;
  return payload;
}

function contentOf(requests: readonly { json?: unknown }[]): string {
  return (callbackOf(requests as never).json as Json).data.content as string;
}

/** A person's DM to the bot, as the gateway delivers it. */
async function directMessage(userId: string, content: string) {
  const from = h.api.requests.length;
  const channelId = SnowflakeUtil.generate().toString();
  deliverMessage(
    h,
    gatewayMessage({
      id: SnowflakeUtil.generate().toString(),
      channel_id: channelId,
      // Discord names the channel's type on a DM's message: discord.js makes the DM channel of it.
      channel_type: 1,
      author: { id: userId, username: `u${userId}`, global_name: 'Player', discriminator: '0' },
      content,
    }),
  );
  await h.adapter.idle();
  const posted = h.api.requests
    .slice(from)
    .filter((r) => r.method === 'POST' && r.path === `/channels/${channelId}/messages`);
  expect(posted).toHaveLength(1);
  return (posted[0]!.json as Json).content as string;
}

describe('the Discord adapter’s own words', () => {
  it('follow a player’s `language de` over their English Discord', async () => {
    const lise = '1140000000000000071';
    const english = contentOf(await h.run(oldButton(lise)));
    expect(english).toBe('This button is no longer supported. Try /sudoku board.');
    await choose(lise, 'de');
    const german = contentOf(await h.run(oldButton(lise)));
    expect(german).toBe('Dieser Knopf wird nicht mehr unterstützt. Versuch /sudoku board.');
    // Another member with the same English Discord still reads English.
    const other = contentOf(await h.run(oldButton('1140000000000000072')));
    expect(other).toBe('This button is no longer supported. Try /sudoku board.');
  });

  it('say a typed move they cannot read in the chosen language, the hint of what to type too', async () => {
    const kenji = '1140000000000000073';
    await choose(kenji, 'ja');
    const submit = modalSubmit('sudoku:v0:nothing', 'move', 'r3c5 banana', undefined);
    submit.locale = 'fr';
    submit.member.user.id = kenji;
    const said = contentOf(await h.run(submit));
    expect(said).toMatch(/^'banana' は数字ではありません：.*のように手を入力してください。$/);
    expect(said).not.toMatch(/Type a move|Tapez/);
  });

  it('note a DM too long to be a command in the chosen language, else in English', async () => {
    const long = 'r3c5 7 '.repeat(Math.ceil((MAX_DIRECT_TEXT + 10) / 7)).trim();
    const stranger = await directMessage('1140000000000000074', long);
    expect(stranger).toBe(
      `That message is ${long.length.toLocaleString('en')} characters long; a command is at most 2,000.`,
    );
    const ana = '1140000000000000075';
    await choose(ana, 'es');
    const spanish = await directMessage(ana, long);
    expect(spanish).toBe(
      `Ese mensaje tiene ${long.length.toLocaleString('es')} caracteres; un comando tiene como máximo 2000.`,
    );
  });

  it('come wrapped for a player who chose the pseudo-locale: nothing escapes the catalogs', async () => {
    const tester = '1140000000000000076';
    await choose(tester, PSEUDO_LOCALE);
    const scan = new PseudoScan(["'banana'"]);
    scan.add('old button', contentOf(await h.run(oldButton(tester))));
    const submit = modalSubmit('sudoku:v0:nothing', 'move', 'r3c5 banana', undefined);
    submit.member.user.id = tester;
    scan.add('typed move refused', contentOf(await h.run(submit)));
    const long = 'r3c5 7 '.repeat(300).trim();
    scan.add('DM too long', await directMessage(tester, long));
    expect(scan.seen).toHaveLength(3);
    expect(scan.report()).toEqual([]);
  });
});
