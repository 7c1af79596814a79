// Nothing the HTTP APIs refuse with escapes the catalogs: every refusal of the playground's API,
// its sign-in and the board UI's API (shared with the Activity), and of the Activity's sign-in
// and sessions, asked for in the pseudo-locale (`Accept-Language: en-XA`) over real HTTP with the
// real core, must come wrapped; each refusal keeps its machine-readable code.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebPlayground, type WebPlayground } from '../../adapters/web/index.ts';
import { MAX_FAILURES } from '../../adapters/web/auth.ts';
import { quietPlaygroundOptions } from '../support/playground.ts';
import { realCore } from '../support/real-core.ts';
import {
  INSTANCE_ID,
  PLAYERS,
  startActivityHarness,
  type ActivityHarness,
} from '../activity/harness.ts';
import { logScan, PSEUDO_LOCALE, PseudoScan } from './pseudo-scan.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const PASSWORD = 'correct horse battery';
const { bot } = realCore();
let open: WebPlayground;
let guarded: WebPlayground;
let activity: ActivityHarness;
const scan = new PseudoScan(['Ada', 'nowhere']);
/** The refusal codes seen, each once. */
const codes = new Set<string>();

beforeAll(async () => {
  const base = quietPlaygroundOptions(bot);
  open = await startWebPlayground(base);
  guarded = await startWebPlayground({ ...base, password: PASSWORD });
  activity = await startActivityHarness({ inInstance: ['Ada'], frozenClock: true, pollMs: 0 });
});
afterAll(async () => {
  await open.close();
  await guarded.close();
  await activity.close();
});

/** A request in the pseudo-locale; its refusal goes to the scan. */
async function refused(
  base: string,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; code: string; message: string }> {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      'accept-language': PSEUDO_LOCALE,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const body = (await res.json()) as any;
  expect(res.status, `${path}: ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
  const { code, message } = body.error as { code: string; message: string };
  codes.add(code);
  scan.add(`${code} (${res.status})`, message);
  return { status: res.status, code, message };
}

const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});

describe('HTTP refusals in the pseudo-locale', () => {
  it('the playground’s API: routes, bodies, commands, names, photos and images', async () => {
    const url = open.url;
    const messages = '/api/channels/general/messages';
    await refused(url, '/nowhere');
    await refused(url, '/api/config', { method: 'PUT' });
    await refused(url, messages, post('{}', { 'content-type': 'text/plain' }));
    await refused(url, messages, post('{not json'));
    await refused(url, messages, post({}));
    await refused(url, messages, post({ user: 'Ada', text: 5 }));
    await refused(url, messages, post({ user: 'Ada', text: '  ' }));
    await refused(url, messages, post({ user: 'Ada', text: 'r'.repeat(4600) }));
    await refused(url, messages, post({ user: 'Ada', text: 'x'.repeat(40_000) }));
    for (const user of ['', '\u200b', 'a\u0007b', 'x'.repeat(40), '!!', '-a']) {
      await refused(url, messages, post({ user, text: 'help' }));
    }
    await refused(url, '/api/channels/nowhere/messages?user=Ada');
    await refused(url, '/api/channels/%E0%A4%A/messages?user=Ada');
    const photos = '/api/channels/general/photos?user=Ada';
    await refused(url, photos, post('text', { 'content-type': 'text/plain' }));
    await refused(url, photos, post('', { 'content-type': 'image/png' }));
    await refused(url, '/images/no-such-image');
    await refused(url, '/api/session', post({ name: 'Ada', password: 'x' }));
  });

  it('the board UI’s API: seats, move bodies, games, cells, digits and repeats', async () => {
    const url = open.url;
    const seat = 'channel=general&user=Ada&page=p1';
    const moves = `/api/board/moves?${seat}`;
    await refused(url, '/api/board?channel=general&user=Ada&page=!!');
    await refused(url, moves, post(null));
    await refused(url, moves, post({ seq: 1 }));
    await refused(url, moves, post({ gameId: 'g' }));
    await refused(url, moves, post({ gameId: 'g', seq: 1 }));
    await fetch(`${url}/api/channels/general/messages`, post({ user: 'Ada', text: 'today' }));
    const state = ((await (await fetch(`${url}/api/board?${seat}`)).json()) as any).state;
    const gameId = state.gameId as string;
    await refused(url, moves, post({ gameId: 'g', seq: 1 }));
    await refused(url, moves, post({ gameId, seq: 1 }));
    await refused(url, moves, post({ gameId, seq: 1, move: { kind: 'jump' } }));
    await refused(
      url,
      moves,
      post({ gameId, seq: 1, move: { kind: 'place', cell: 999, digit: 1 } }),
    );
    await refused(
      url,
      moves,
      post({ gameId, seq: 1, move: { kind: 'place', cell: 0, digit: 99 } }),
    );
    // A real move, then the same request again, then one far behind the window.
    const hint = (seq: number) => post({ gameId, seq, move: { kind: 'hint' } });
    expect((await fetch(`${url}${moves}`, hint(10))).status).toBe(200);
    await refused(url, moves, hint(10));
    expect((await fetch(`${url}${moves}`, hint(500))).status).toBe(200);
    await refused(url, moves, hint(11));
    await refused(url, `/api/board/presence?${seat}`, post({ cell: 'r1c1' }));
  });

  it('the playground’s sign-in', async () => {
    const url = guarded.url;
    await refused(url, '/api/channels/general/messages');
    const first = await fetch(`${url}/api/session`, post({ name: 'Ada', password: PASSWORD }));
    expect(first.status).toBe(200);
    // Another browser (no cookies) asks for the same name, then a look-alike of it.
    await refused(url, '/api/session', post({ name: 'Ada', password: PASSWORD }));
    await refused(url, '/api/session', post({ name: 'ADA', password: PASSWORD }));
    let locked = false;
    for (let i = 0; i <= MAX_FAILURES && !locked; i++) {
      const answer = await refused(url, '/api/session', post({ name: 'Kurt', password: 'no' }));
      locked = answer.status === 429;
    }
    expect(locked).toBe(true);
  });

  it('the Activity’s sign-in and sessions', async () => {
    const url = `${activity.activity.url}/.proxy`;
    const session = '/api/activity/session';
    await refused(url, '/static/nothing.js');
    await refused(url, session, post({}));
    await refused(url, session, post({ code: 'abc' }));
    await refused(url, session, post({ code: 'not-a-code-discord-gave', instanceId: INSTANCE_ID }));
    await refused(url, session, post({ code: 'not-a-code-discord-gave', instanceId: INSTANCE_ID }));
    const code = activity.oauth.issueCode(PLAYERS.Grace!.id);
    await refused(url, session, post({ code, instanceId: INSTANCE_ID }));
    const gone = activity.oauth.issueCode(PLAYERS.Ada!.id);
    await refused(url, session, post({ code: gone, instanceId: 'i-no-such-instance' }));
    await refused(url, '/api/board', { headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
    const ada = activity.oauth.issueCode(PLAYERS.Ada!.id);
    const signedIn = (await (
      await fetch(`${url}${session}`, post({ code: ada, instanceId: INSTANCE_ID }))
    ).json()) as any;
    await refused(url, '/api/board', {
      headers: {
        authorization: `Bearer ${signedIn.session}`,
        'x-activity-instance': 'i-another-instance',
      },
    });
  });

  it('the board UI’s own words', async () => {
    const res = await fetch(`${open.url}/api/board/words?channel=general&user=Ada&page=w`, {
      headers: { 'accept-language': PSEUDO_LOCALE },
    });
    const { words, counts } = (await res.json()) as any;
    // The page fills in `{who}`, `{cell}` ...: the holes are no words.
    const said = (text: string) => text.replace(/\{\w+\}/g, '');
    for (const [name, text] of Object.entries(words))
      scan.add(`board UI ${name}`, said(text as string));
    for (const [name, forms] of Object.entries(counts)) {
      for (const text of Object.values(forms as object)) scan.add(`board UI ${name}`, said(text));
    }
    expect(Object.keys(words).length).toBeGreaterThan(35);
    // The playground's chat page around the board: every word index.html marks (text, labels,
    // titles) and every word app.js and its message renderer say is served (and so scanned above).
    const web = join(import.meta.dirname, '../../adapters/web/static');
    const html = readFileSync(join(web, 'index.html'), 'utf8');
    const script = ['app.js', 'render.js'].map((f) => readFileSync(join(web, f), 'utf8')).join('');
    const marked = [...html.matchAll(/data-word(?:-\w+)?="([\w-]+)"/g)].map((m) => m[1]!);
    const spoken = [...script.matchAll(/\bw(?:Parts)?\('([\w-]+)'/g)].map((m) => m[1]!);
    expect(marked.length).toBeGreaterThanOrEqual(29);
    expect(spoken.length).toBeGreaterThanOrEqual(20);
    expect(spoken).toEqual(expect.arrayContaining(['only-you', 'daily-post']));
    for (const name of [...marked, ...spoken, 'unread'])
      expect(words[`page.${name}`] ?? words[name], name).toBeDefined();
    expect(counts['page.unread']).toBeDefined();
  });

  it('the Activity’s page outside Discord', async () => {
    const res = await fetch(`${activity.activity.url}/`, {
      headers: { 'accept-language': PSEUDO_LOCALE },
    });
    const html = await res.text();
    expect(html).toContain(`<html lang="${PSEUDO_LOCALE}">`);
    for (const [, text] of html.matchAll(/<(?:title|h1|p)>([\s\S]*?)<\/(?:title|h1|p)>/g)) {
      scan.add('launch page', text!.replace(/<\/?strong>/g, '').replace('/play', ''));
    }
    expect(scan.seen.filter((s) => s.where === 'launch page')).toHaveLength(3);
  });

  it('every refusal came wrapped, with its code', () => {
    expect([...codes].sort()).toEqual(
      [
        ...['not-found', 'method-not-allowed', 'unsupported-type', 'bad-json', 'bad-request'],
        ...['empty', 'too-long', 'too-large', 'bad-user', 'no-channel', 'bad-channel'],
        ...['not-an-image', 'image-gone', 'no-sign-in', 'bad-page', 'bad-move', 'no-game'],
        ...['other-game', 'replayed', 'bad-cell', 'sign-in', 'name-taken', 'wrong-password'],
        ...['too-many-tries', 'bad-code', 'bad-instance', 'code-used', 'not-in-instance'],
        ...['no-instance', 'session', 'other-instance'],
      ].sort(),
    );
    logScan(scan, 'HTTP refusals');
    expect(scan.seen.length).toBeGreaterThan(90);
    expect(scan.report()).toEqual([]);
  });
});
