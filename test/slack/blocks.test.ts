// Reply -> Block Kit translation and the small helpers around it: mrkdwn escaping, section
// splitting, buttons (limits, confirmation dialogs), text commands shown as /sudoku commands,
// deduplication, the users.info cache and log redaction.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buttons,
  MAX_SECTION_TEXT,
  MAX_SECTIONS,
  sectionTexts,
  toSlackMessage,
  toSlackMrkdwn,
  toSlashText,
} from '../../adapters/slack/blocks.ts';
import { Deduplicator } from '../../adapters/slack/dedup.ts';
import { mayReceiveToken } from '../../adapters/slack/inbound.ts';
import { errorFields, redact } from '../../adapters/slack/log-fields.ts';
import { SlackUsers } from '../../adapters/slack/users.ts';
import { formatCommand, parseCommand } from '../../src/bot/grammar.ts';
import type { Command, Reply } from '../../src/bot/types.ts';
import { MemoryLogger } from './harness.ts';

const isCommand = (text: string) => parseCommand(text).ok;

describe('mrkdwn', () => {
  it('escapes &, < and > so names and grids cannot form links or mentions', () => {
    expect(toSlackMrkdwn('*Ada* & <@U123> > <!channel>')).toBe(
      '*Ada* &amp; &lt;@U123&gt; &gt; &lt;!channel&gt;',
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = toSlackMrkdwn(text);
        expect(escaped).not.toMatch(/[<>]/);
        const back = escaped.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
        expect(back).toBe(text);
      }),
    );
  });

  it("splits long text into sections within Slack's limits, at line breaks", () => {
    const line = 'x'.repeat(99);
    const text = Array.from({ length: 50 }, () => line).join('\n'); // 4,999 characters
    const pieces = sectionTexts(text);
    expect(pieces).toHaveLength(2);
    expect(pieces.every((p) => p.length <= MAX_SECTION_TEXT && !p.startsWith('\n'))).toBe(true);
    expect(pieces.join('\n')).toBe(text);
    const huge = sectionTexts('y'.repeat(MAX_SECTION_TEXT * 6));
    expect(huge).toHaveLength(MAX_SECTIONS);
    expect(huge.at(-1)!.endsWith('…')).toBe(true);
    expect(huge.every((p) => p.length <= MAX_SECTION_TEXT)).toBe(true);
  });
});

describe('messages', () => {
  const reply: Reply = {
    text: '*Daily #12* · 3 < 4',
    visibility: 'everyone',
    image: { png: Buffer.from('png'), alt: 'A board', filename: 'board.png' },
    actions: [
      { id: 'hint', label: 'Hint', command: 'hint', style: 'primary' },
      { id: 'undo', label: 'Undo', command: 'undo', style: 'secondary' },
      {
        id: 'reveal',
        label: 'Reveal',
        command: 'solve confirm',
        style: 'danger',
        confirm: 'Sure?',
      },
    ],
  };

  it('holds the text, the uploaded image with its alt text, and the buttons', () => {
    const message = toSlackMessage(reply, { fileId: 'F123' });
    expect(message.text).toBe('*Daily #12* · 3 &lt; 4');
    expect(message.blocks.map((b) => b.type)).toEqual(['section', 'image', 'actions']);
    expect(message.blocks[1]).toEqual({
      type: 'image',
      slack_file: { id: 'F123' },
      alt_text: 'A board',
    });
    const [hint, undo, reveal] = buttons(reply.actions!);
    expect(hint).toMatchObject({ action_id: 'sudoku:hint', value: 'hint', style: 'primary' });
    expect(undo!.style).toBeUndefined(); // Slack's default look; it has no "secondary" style
    expect(reveal!.confirm).toEqual({
      title: { type: 'plain_text', text: 'Reveal?' },
      text: { type: 'plain_text', text: 'Sure?' },
      confirm: { type: 'plain_text', text: 'Yes, reveal' },
      deny: { type: 'plain_text', text: 'Cancel' },
      style: 'danger',
    });
  });

  it('without an uploaded file: no image block, and the note says why', () => {
    const message = toSlackMessage(reply, { imageNote: 'The picture failed.' });
    expect(message.blocks.map((b) => b.type)).toEqual(['section', 'context', 'actions']);
  });

  it('leaves out buttons whose command is too long and keeps action ids unique', () => {
    const row = buttons([
      { id: 'new', label: 'Play', command: `new ${'1'.repeat(3000)}` },
      { id: 'a', label: 'A', command: 'hint' },
      { id: 'a', label: 'A again', command: 'undo' },
      ...Array.from({ length: 40 }, (_, i) => ({
        id: `b${i}`,
        label: 'x'.repeat(100),
        command: 'board',
      })),
    ]);
    expect(row).toHaveLength(25);
    expect(new Set(row.map((b) => b.action_id)).size).toBe(25);
    expect(row.every((b) => b.text.text.length <= 75)).toBe(true);
  });
});

describe('text commands as /sudoku commands', () => {
  it('rewrites code spans that are commands, not code blocks or other spans', () => {
    const text = 'Type `r3c5 7`, `hint` or `help`. Not `53..7....`, nor ```\nr3c5 7\n```.';
    expect(toSlashText(text, isCommand)).toBe(
      'Type `/sudoku r3c5 7`, `/sudoku hint` or `/sudoku help`. Not `53..7....`, nor ```\nr3c5 7\n```.',
    );
  });

  it('the rewritten command runs the same command (property over generated commands)', () => {
    const cell = fc.record({
      row: fc.integer({ min: 1, max: 9 }),
      col: fc.integer({ min: 1, max: 9 }),
    });
    const command: fc.Arbitrary<Command> = fc.oneof(
      fc.record({
        kind: fc.constant('place' as const),
        cell,
        digit: fc.integer({ min: 1, max: 9 }),
      }),
      fc.record({ kind: fc.constant('clear' as const), cell }),
      fc.record({ kind: fc.constant('hint' as const), cell }),
      fc.constantFrom<Command>(
        { kind: 'undo' },
        { kind: 'board' },
        { kind: 'today' },
        { kind: 'stats' },
      ),
      fc.record({
        kind: fc.constant('schedule' as const),
        time: fc.constantFrom('08:00', '21:30'),
      }),
    );
    fc.assert(
      fc.property(command, (c) => {
        const text = formatCommand(c);
        const rewritten = toSlashText(`\`${text}\``, isCommand);
        expect(rewritten).toBe(`\`/sudoku ${text}\``);
        const reparsed = parseCommand(rewritten.slice(1, -1));
        expect(reparsed.ok && reparsed.value).toEqual(c);
      }),
    );
  });
});

describe('helpers', () => {
  it('deduplicates keys within the time window, bounded in size', () => {
    let now = 0;
    const dedup = new Deduplicator(() => now, 1000, 3);
    expect([dedup.first('a'), dedup.first('a'), dedup.first('b')]).toEqual([true, false, true]);
    now = 1500;
    expect(dedup.first('a')).toBe(true); // the window passed
    for (const key of ['c', 'd', 'e']) dedup.first(key);
    expect(dedup.size).toBeLessThanOrEqual(3);
  });

  it('users: the admin list needs no look-up; users.info answers are cached; failures are not', async () => {
    let now = 0;
    const asked: string[] = [];
    const flags: Record<string, boolean> = { UOWNER: true, UMEMBER: false };
    const users = new SlackUsers(
      async ({ user }) => {
        asked.push(user);
        if (user === 'UGONE')
          throw Object.assign(new Error('boom'), { data: { error: 'user_not_found' } });
        return { user: { name: user.toLowerCase(), is_owner: flags[user] } };
      },
      ['ULISTED'],
      new MemoryLogger(),
      () => now,
      1000,
    );
    expect(await users.canManage('ULISTED')).toBe(true);
    expect(await users.canManage('UOWNER')).toBe(true);
    expect(await users.canManage('UMEMBER')).toBe(false);
    expect(await users.name('UMEMBER')).toBe('umember');
    expect(await users.canManage('UGONE')).toBe(false);
    expect(await users.canManage('UGONE')).toBe(false);
    expect(asked).toEqual(['UOWNER', 'UMEMBER', 'UGONE', 'UGONE']);
    flags.UMEMBER = true;
    now = 2000;
    expect(await users.canManage('UMEMBER')).toBe(true);
  });

  it("sends the bot token only to Slack's file host (or a listed test origin)", () => {
    const hosts = ['files.slack.com'];
    expect(mayReceiveToken('https://files.slack.com/files-pri/T1-F1/a.png', hosts)).toBe(true);
    expect(mayReceiveToken('http://files.slack.com/files-pri/T1-F1/a.png', hosts)).toBe(false);
    expect(mayReceiveToken('https://files.slack.com.evil.example/a.png', hosts)).toBe(false);
    expect(mayReceiveToken('not a url', hosts)).toBe(false);
    expect(mayReceiveToken('http://127.0.0.1:9/x', ['http://127.0.0.1:9'])).toBe(true);
  });

  it('logs errors without tokens or response_url secrets', () => {
    const text =
      'Bearer xoxb-1-2-abc xapp-1-A1-2-def https://hooks.slack.com/commands/T1/123/s3cr3t';
    expect(redact(text)).toBe('Bearer *** xapp-*** https://hooks.slack.com/commands/T1/123/***');
    // The app's client secret, as the Web API client logs an oauth.v2.access body.
    expect(redact('body: {"code":"c1","client_id":"1.2","client_secret":"abc123"}')).toBe(
      'body: {"code":"c1","client_id":"1.2","client_secret":"***"}',
    );
    expect(redact('client_id=1.2&client_secret=abc123&code=c1')).toBe(
      'client_id=1.2&client_secret=***&code=c1',
    );
    const error = Object.assign(new Error('An API error occurred: not_in_channel'), {
      code: 'slack_webapi_platform_error',
      data: { ok: false, error: 'not_in_channel' },
    });
    expect(errorFields(error)).toMatchObject({
      code: 'slack_webapi_platform_error',
      slackError: 'not_in_channel',
    });
  });
});
