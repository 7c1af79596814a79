// The app manifest creates an app that can do what the adapter does: the slash command, the
// scopes of every Web API method it calls, the events it listens to, and interactivity, all
// pointed at the path the HTTP receiver serves.

import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { EXTRA_COMMANDS, SOLVE_SHORTCUT } from '../../adapters/slack/handlers.ts';
import { EVENTS_PATH, REDIRECT_PATH } from '../../adapters/slack/index.ts';
import { BOT_SCOPES } from '../../adapters/slack/installations.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
const manifest = load(
  readFileSync(new URL('../../adapters/slack/manifest.yaml', import.meta.url), 'utf8'),
) as any;

describe('adapters/slack/manifest.yaml', () => {
  it('defines /sudoku, /hint and /solve out of the box, pointing at the events path', () => {
    const commands = manifest.features.slash_commands as any[];
    expect(commands.map((c) => c.command)).toEqual(['/sudoku', ...Object.keys(EXTRA_COMMANDS)]);
    for (const c of commands) {
      expect(new URL(c.url).pathname).toBe(EVENTS_PATH);
      expect(c.should_escape).toBe(false); // the adapter reads mentions itself
      expect(c.description.length).toBeLessThanOrEqual(140);
    }
  });

  it('offers the "Solve this Sudoku" message shortcut the adapter answers', () => {
    const shortcuts = manifest.features.shortcuts as any[];
    expect(shortcuts).toEqual([
      expect.objectContaining({ type: 'message', callback_id: SOLVE_SHORTCUT }),
    ]);
    expect(shortcuts[0].name.length).toBeLessThanOrEqual(24);
    expect(shortcuts[0].description.length).toBeLessThanOrEqual(150);
  });

  it('asks for the scopes of every Web API call and event the adapter uses', () => {
    const scopes: string[] = manifest.oauth_config.scopes.bot;
    const needed = {
      commands: 'slash commands',
      'chat:write': 'chat.postMessage, chat.update, chat.postEphemeral',
      'files:write': 'files.uploadV2, files.delete',
      'files:read': 'photo downloads',
      'users:read': 'users.info',
      'app_mentions:read': 'app_mention',
      'im:history': 'message.im',
      'channels:history': 'message.channels',
      'im:write': 'conversations.open (a personal board, the Home buttons)',
    };
    expect(scopes).toEqual(expect.arrayContaining(Object.keys(needed)));
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  it('subscribes to mentions and DMs and turns interactivity on, all at the events path', () => {
    const events = manifest.settings.event_subscriptions;
    expect(events.bot_events).toEqual(expect.arrayContaining(['app_mention', 'message.im']));
    expect(new URL(events.request_url).pathname).toBe(EVENTS_PATH);
    expect(manifest.settings.interactivity.is_enabled).toBe(true);
    expect(new URL(manifest.settings.interactivity.request_url).pathname).toBe(EVENTS_PATH);
    expect(manifest.features.app_home.messages_tab_enabled).toBe(true);
    expect(manifest.display_information.description.length).toBeLessThanOrEqual(140);
  });

  it('turns the Home tab on and subscribes to app_home_opened, which draws it', () => {
    expect(manifest.features.app_home.home_tab_enabled).toBe(true);
    expect(manifest.settings.event_subscriptions.bot_events).toContain('app_home_opened');
  });

  it('is distributable: the redirect URL, the scopes the install flow asks for, uninstall events', () => {
    const redirects: string[] = manifest.oauth_config.redirect_urls;
    expect(redirects.map((u) => new URL(u).pathname)).toEqual([REDIRECT_PATH]);
    expect(redirects.every((u) => u.startsWith('https://'))).toBe(true);
    expect(manifest.oauth_config.scopes.bot).toEqual(BOT_SCOPES);
    expect(manifest.settings.event_subscriptions.bot_events).toEqual(
      expect.arrayContaining(['app_uninstalled', 'tokens_revoked']),
    );
    // Daily posts use the stored bot token outside any request, where nothing refreshes a
    // rotating one: the install keeps token rotation off.
    expect(manifest.settings.token_rotation_enabled).toBe(false);
  });
});
