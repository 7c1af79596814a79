// Requests as Slack sends them: slash commands and button presses as form bodies, events as
// JSON, each signed with `v0=HMAC_SHA256(secret, "v0:" + timestamp + ":" + body)`. Payloads are
// cloned from the recorded shapes in fixtures/ and adjusted per test.

import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { BOT_USER_ID } from './fake-slack.ts';

export const SIGNING_SECRET = '8f742231b10e8888abcd99yyyzzz85a5';
export const CHANNEL_ID = 'C0PUZZLES1';
export const DM_CHANNEL_ID = 'D0ADA00001';
export const ADA = { id: 'U0ADA0001', name: 'ada' };
export const BOB = { id: 'U0BOB0002', name: 'bob' };

/* eslint-disable @typescript-eslint/no-explicit-any */
function fixture(name: string): any {
  return JSON.parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8'));
}

/** Slack's request signature of `body` at `timestamp` (seconds). */
export function sign(body: string, timestamp: number, secret = SIGNING_SECRET): string {
  return `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
}

export interface SignedRequest {
  readonly body: string;
  readonly contentType: string;
  /** Extra headers (e.g. x-slack-retry-num). */
  readonly headers?: Record<string, string>;
}

export interface SentRequest {
  readonly status: number;
  readonly text: string;
  /** ms from sending to the response headers (the ack). */
  readonly ms: number;
  /** performance.now() when the request was sent. */
  readonly sentAt: number;
}

/** Posts a request to the adapter, signed unless told otherwise. */
export async function post(
  url: string,
  request: SignedRequest,
  options: { timestamp?: number; signature?: string; secret?: string } = {},
): Promise<SentRequest> {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = options.signature ?? sign(request.body, timestamp, options.secret);
  const sentAt = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': request.contentType,
      'x-slack-request-timestamp': String(timestamp),
      'x-slack-signature': signature,
      ...request.headers,
    },
    body: request.body,
  });
  const ms = performance.now() - sentAt;
  return { status: response.status, text: await response.text(), ms, sentAt };
}

export interface SlashOptions {
  readonly command?: string;
  readonly user?: { id: string; name: string };
  readonly channel?: string;
  readonly responseUrl?: string;
}

/** The form fields of a slash command (as an object, for Socket Mode too). */
export function slashPayload(text: string, options: SlashOptions = {}): Record<string, string> {
  const payload = fixture('slash-command.json') as Record<string, string>;
  const user = options.user ?? ADA;
  const channel = options.channel ?? CHANNEL_ID;
  return {
    ...payload,
    command: options.command ?? '/sudoku',
    text,
    user_id: user.id,
    user_name: user.name,
    channel_id: channel,
    channel_name: channel.startsWith('D') ? 'directmessage' : 'puzzles',
    trigger_id: randomUUID(),
    ...(options.responseUrl && { response_url: options.responseUrl }),
  };
}

/** A slash command request. */
export function slash(text: string, options: SlashOptions = {}): SignedRequest {
  return {
    body: new URLSearchParams(slashPayload(text, options)).toString(),
    contentType: 'application/x-www-form-urlencoded',
  };
}

export interface ButtonOptions {
  readonly user?: { id: string; name: string };
  readonly channel?: string;
  /** ts of the message the button sits under. */
  readonly messageTs: string;
  readonly ephemeral?: boolean;
  readonly responseUrl?: string;
  readonly actionId?: string;
  /** The blocks of that message, as Slack sends them with the press. */
  readonly messageBlocks?: unknown[];
  /** The block the button is in (a board's blocks name its game). */
  readonly blockId?: string;
  /** What the presser picked in the message's menus (`state.values`). */
  readonly state?: Record<string, Record<string, unknown>>;
  /** A pick in a menu instead of a button press: the chosen option's value. */
  readonly selected?: string;
}

/** The block_actions payload of a button press whose value is `command`. */
export function buttonPayload(command: string, options: ButtonOptions): any {
  const payload = fixture('block-actions.json');
  const user = options.user ?? ADA;
  const channel = options.channel ?? CHANNEL_ID;
  payload.user = { id: user.id, username: user.name, name: user.name, team_id: payload.team.id };
  payload.channel = { id: channel, name: channel.startsWith('D') ? 'directmessage' : 'puzzles' };
  payload.container = {
    type: 'message',
    message_ts: options.messageTs,
    channel_id: channel,
    is_ephemeral: options.ephemeral ?? false,
  };
  if (options.ephemeral) delete payload.message;
  else {
    payload.message.ts = options.messageTs;
    if (options.messageBlocks) payload.message.blocks = options.messageBlocks;
  }
  if (options.responseUrl) payload.response_url = options.responseUrl;
  payload.trigger_id = randomUUID();
  payload.actions[0].value = command;
  payload.actions[0].action_id = options.actionId ?? `sudoku:${command.split(' ')[0]}`;
  if (options.blockId) payload.actions[0].block_id = options.blockId;
  if (options.state) payload.state = { values: options.state };
  if (options.selected !== undefined) {
    const value = options.selected;
    payload.actions[0] = {
      type: 'static_select',
      action_id: payload.actions[0].action_id,
      block_id: payload.actions[0].block_id,
      selected_option: { text: { type: 'plain_text', text: value }, value },
      action_ts: payload.actions[0].action_ts,
    };
  }
  return payload;
}

/** A button press request (a form with one `payload` field of JSON). */
export function button(command: string, options: ButtonOptions): SignedRequest {
  return interactive(buttonPayload(command, options));
}

/**
 * A press inside a modal (`view`, as the fake stores it): a digit button of the move block, with
 * what the presser picked in the modal (`state.values`).
 */
export function modalPress(
  view: { id: string; hash: string; callback_id: string; private_metadata?: string },
  action: { actionId: string; blockId: string; value?: string },
  options: {
    user?: { id: string; name: string };
    state?: Record<string, Record<string, unknown>>;
  } = {},
): SignedRequest {
  const payload = fixture('block-actions.json');
  const user = options.user ?? ADA;
  payload.user = { id: user.id, username: user.name, name: user.name, team_id: payload.team.id };
  delete payload.channel;
  delete payload.message;
  delete payload.response_url;
  payload.container = { type: 'view', view_id: view.id };
  payload.view = { ...view, type: 'modal', state: { values: options.state ?? {} } };
  payload.trigger_id = randomUUID();
  payload.actions[0] = {
    ...payload.actions[0],
    type: 'button',
    action_id: action.actionId,
    block_id: action.blockId,
    value: action.value ?? '',
  };
  return interactive(payload);
}

/** The player closed a modal that asked to hear of it (notify_on_close). */
export function viewClosed(
  view: { id: string; callback_id: string; private_metadata?: string },
  user: { id: string; name: string } = ADA,
): SignedRequest {
  return interactive({
    type: 'view_closed',
    team: { id: 'T0SUDOKU1', domain: 'sudoku-club' },
    user: { id: user.id, username: user.name, name: user.name, team_id: 'T0SUDOKU1' },
    api_app_id: 'A0SUDOKU',
    view: { ...view, type: 'modal', state: { values: {} } },
    is_cleared: false,
  });
}

/** The "Solve this Sudoku" message shortcut on a message with these files. */
export function messageShortcut(
  message: { ts: string; files?: unknown[]; text?: string },
  options: { user?: { id: string; name: string }; channel?: string; responseUrl?: string } = {},
): SignedRequest {
  const user = options.user ?? ADA;
  const channel = options.channel ?? CHANNEL_ID;
  const payload = {
    type: 'message_action',
    token: 'verification-token-not-used',
    action_ts: `${Date.now() / 1000}`,
    team: { id: 'T0SUDOKU1', domain: 'sudoku-club' },
    user: { id: user.id, username: user.name, name: user.name, team_id: 'T0SUDOKU1' },
    channel: { id: channel, name: channel.startsWith('D') ? 'directmessage' : 'puzzles' },
    callback_id: 'sudoku_solve_photo',
    trigger_id: randomUUID(),
    message_ts: message.ts,
    message: {
      type: 'message',
      user: BOB.id,
      ts: message.ts,
      text: message.text ?? '',
      ...(message.files && { files: message.files }),
    },
    ...(options.responseUrl && { response_url: options.responseUrl }),
  };
  return interactive(payload);
}

/** An event_callback body around `event`, with a fresh event id unless given. */
export function eventPayload(
  kind: 'mention' | 'im-file',
  overrides: Record<string, unknown> = {},
  eventId?: string,
): any {
  const payload = fixture(
    kind === 'mention' ? 'app-mention-with-file.json' : 'message-im-file-share.json',
  );
  payload.event = { ...payload.event, ...overrides };
  payload.event_id = eventId ?? `Ev${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  return payload;
}

/** An Events API request. */
export function event(payload: unknown, retryNum?: number): SignedRequest {
  return {
    body: JSON.stringify(payload),
    contentType: 'application/json',
    ...(retryNum !== undefined && {
      headers: { 'x-slack-retry-num': String(retryNum), 'x-slack-retry-reason': 'http_timeout' },
    }),
  };
}

/**
 * A message `user` posts in the channel at `ts` without mentioning the bot (the bot gets such
 * events for every channel it is in); `overrides` change its event (a thread, a subtype, a bot).
 */
export function channelChat(
  user: { id: string },
  text: string,
  ts: string,
  overrides: Record<string, unknown> = {},
): SignedRequest {
  return event(
    eventPayload('mention', {
      type: 'message',
      user: user.id,
      text,
      ts,
      event_ts: ts,
      channel: CHANNEL_ID,
      channel_type: 'channel',
      files: undefined,
      ...overrides,
    }),
  );
}

/** A mention of the bot in `text`. */
export function mention(text: string): string {
  return `<@${BOT_USER_ID}> ${text}`;
}

/** A signed form request with one `payload` field of JSON (interactivity). */
function interactive(payload: unknown): SignedRequest {
  return {
    body: new URLSearchParams({ payload: JSON.stringify(payload) }).toString(),
    contentType: 'application/x-www-form-urlencoded',
  };
}

/** The app_home_opened event of `user` opening a tab of the app (their DM is `channel`). */
export function homeOpened(
  user: { id: string },
  options: { tab?: 'home' | 'messages'; channel?: string } = {},
): SignedRequest {
  return event({
    token: 'verification-token-not-used',
    team_id: 'T0SUDOKU1',
    api_app_id: 'A0SUDOKU',
    type: 'event_callback',
    event_id: `Ev${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`,
    event_time: Math.floor(Date.now() / 1000),
    event: {
      type: 'app_home_opened',
      user: user.id,
      channel: options.channel ?? `D0${user.id.slice(-8)}`,
      tab: options.tab ?? 'home',
      event_ts: `${Date.now() / 1000}`,
    },
  });
}

/** A press on a button of the Home tab: no channel, no message, no response_url. */
export function homePress(actionId: string, value: string, user: { id: string; name: string }) {
  return interactive({
    type: 'block_actions',
    user: { id: user.id, username: user.name, name: user.name, team_id: 'T0SUDOKU1' },
    api_app_id: 'A0SUDOKU',
    token: 'verification-token-not-used',
    container: { type: 'view', view_id: 'V0HOME' },
    trigger_id: randomUUID(),
    team: { id: 'T0SUDOKU1', domain: 'sudoku-club' },
    view: { id: 'V0HOME', type: 'home', blocks: [] },
    actions: [
      {
        type: 'button',
        action_id: actionId,
        block_id: 'sudoku-home-actions',
        text: { type: 'plain_text', text: value },
        value,
        action_ts: `${Date.now() / 1000}`,
      },
    ],
  });
}
