// Slack distribution end to end: the real Bolt app in HTTP mode with the OAuth install flow, the
// real core on a SQLite file, and the fake Slack handing out one bot token per workspace. Two
// workspaces install the app through /slack/install and /slack/oauth_redirect; each one's slash
// commands and daily posts go out with its own token; installs outlive a restart (a new bot
// process on the same file, distribution-child.ts); an uninstall removes the install and its
// schedules; bad, expired and replayed states are refused.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { INSTALL_PATH, type SlackAdapter } from '../../adapters/slack/index.ts';
import { teamKey } from '../../adapters/slack/installations.ts';
import { STATE_TTL_MS } from '../../adapters/slack/oauth-state.ts';
import type { SqliteStore } from '../../src/store/sqlite.ts';
import type { realCoreOn } from '../support/real-core.ts';
import { startDistributed, type DistributedBot } from './distribution-app.ts';
import type { MemoryLogger } from './harness.ts';
import { settleAdapter } from './harness.ts';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  FakeSlack,
  type FakeTeam,
  type RecordedCall,
} from './fake-slack.ts';
import { beginInstall as beginInstallAt, redirect as redirectTo } from './install-browser.ts';
import { post, slashPayload } from './signing.ts';

const ACME: FakeTeam = { id: 'T0ACME0001', name: 'Acme <Puzzlers>', token: 'xoxb-acme-1-token' };
const GLOBEX: FakeTeam = { id: 'T0GLOBEX01', name: 'Globex', token: 'xoxb-globex-2-token' };
const CHANNELS = { [ACME.id]: 'C0ACMEPUZ1', [GLOBEX.id]: 'C0GLOBEX01' } as const;

const dir = mkdtempSync(join(tmpdir(), 'sudoku-slack-dist-'));
const file = join(dir, 'sudoku.sqlite');
let api: FakeSlack;
let bot: DistributedBot;
let store: SqliteStore;
let core: ReturnType<typeof realCoreOn<SqliteStore>>;
let adapter: SlackAdapter;
let logger: MemoryLogger;
/** Moves the install flow's clock (expired states). */
let skewMs = 0;

async function start(): Promise<void> {
  bot = await startDistributed(file, api, () => Date.now() + skewMs);
  ({ store, core, adapter, logger } = bot);
}

const stop = () => bot.close();

beforeAll(async () => {
  api = await FakeSlack.start();
  await start();
});
afterAll(async () => {
  await stop();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const origin = () => new URL(adapter.url!).origin;

const beginInstall = () => beginInstallAt(origin());
const redirect = (query: Record<string, string>, cookie?: string) =>
  redirectTo(origin(), query, cookie);

/** The whole install of `team`; returns the redirect's answer and what was sent. */
async function install(team: FakeTeam) {
  const begun = await beginInstall();
  const code = api.grantCode(team);
  const answer = await redirect({ code, state: begun.state }, begun.cookie);
  return { ...begun, code, answer };
}

/** Sends a slash command from `team` and waits until the adapter is done with it. */
async function slashFrom(
  team: FakeTeam,
  text: string,
  url = adapter.url!,
): Promise<RecordedCall[]> {
  const before = api.calls.length;
  // Each workspace has its own people (user ids are unique across workspaces).
  const user = { id: `U${team.id.slice(1)}`, name: `player-of-${team.name}` };
  const payload = { ...slashPayload(text, { channel: CHANNELS[team.id], user }), team_id: team.id };
  const request = {
    body: new URLSearchParams(payload).toString(),
    contentType: 'application/x-www-form-urlencoded',
  };
  expect((await post(url, request)).status).toBe(200);
  if (url === adapter.url) {
    await settle();
  } else {
    // Another process: wait for its first message (a board, or a private note) to arrive.
    const replies = new Set(['chat.postMessage', 'chat.postEphemeral', 'response_url']);
    await api.waitFor((c) => replies.has(c.method) && api.calls.indexOf(c) >= before);
  }
  return api.calls.slice(before);
}

/** An Events API callback (uninstall, revocation) from `team`, signed. */
async function eventFrom(team: FakeTeam, event: Record<string, unknown>): Promise<number> {
  const body = JSON.stringify({
    token: 'verification-token',
    team_id: team.id,
    api_app_id: 'A0SUDOKU',
    event: { event_ts: `${Date.now() / 1000}`, ...event },
    type: 'event_callback',
    event_id: `Ev${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
    event_time: Math.floor(Date.now() / 1000),
  });
  const response = await post(adapter.url!, { body, contentType: 'application/json' });
  await settle();
  return response.status;
}

const settle = () => settleAdapter(adapter);

/** Web API calls (not uploads, files or response URLs) and the tokens' teams they used. */
const webApiTeams = (calls: readonly RecordedCall[]) =>
  new Set(calls.filter((c) => c.token !== undefined).map((c) => c.team ?? `dead:${c.token}`));

describe('Slack distribution: the OAuth install flow', () => {
  it("sends the installer to Slack's authorize page and stores the install it gets back", async () => {
    const { location, state, cookie, code, answer } = await install(ACME);
    expect(`${location.origin}${location.pathname}`).toBe('https://slack.com/oauth/v2/authorize');
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(location.searchParams.get('scope')?.split(',')).toEqual(
      expect.arrayContaining(['commands', 'chat:write', 'files:write', 'users:read']),
    );
    expect(cookie).toBe(`slack-app-oauth-state=${state}`);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Sudoku is installed');
    expect(answer.text).toContain('Acme &lt;Puzzlers&gt;'); // the name is escaped
    const [exchange] = api.callsOf('oauth.v2.access');
    expect(exchange!.params).toMatchObject({ code, client_id: CLIENT_ID });
    const stored = JSON.parse((await store.installation(teamKey(ACME.id)))!);
    expect(stored).toMatchObject({ team: { id: ACME.id }, bot: { token: ACME.token } });
    // Tokens and secrets never reach the log.
    const logged = JSON.stringify(logger.lines);
    expect(logged).toContain('slack app installed');
    expect(logged).not.toMatch(/xoxb-|fake-client-secret/);
  });

  it('refuses a replayed, forged, cookieless or expired state with a page that says what to do', async () => {
    // Replayed: the same redirect again, cookie and all (another process would refuse it too).
    const first = await install(GLOBEX);
    expect(first.answer.status).toBe(200);
    const exchanges = api.callsOf('oauth.v2.access').length;
    const replay = await redirect(
      { code: api.grantCode(GLOBEX), state: first.state },
      first.cookie,
    );
    expect(replay.status).toBe(400);
    expect(replay.text).toContain('This install link has expired');
    expect(replay.text).toContain(`href="${INSTALL_PATH}"`);

    // Forged: a state not signed with our secret (cookie set to match).
    const begun = await beginInstall();
    const [body] = begun.state.split('.');
    const forged = `${body}.${'A'.repeat(43)}`;
    const bad = await redirect(
      { code: api.grantCode(GLOBEX), state: forged },
      `slack-app-oauth-state=${forged}`,
    );
    expect(bad.status).toBe(400);
    // A good state from another browser (no cookie).
    const bare = await redirect({ code: api.grantCode(GLOBEX), state: begun.state });
    expect(bare.status).toBe(400);
    // Expired: the redirect comes back more than ten minutes later.
    const late = await beginInstall();
    skewMs = STATE_TTL_MS + 1000;
    try {
      const expired = await redirect(
        { code: api.grantCode(GLOBEX), state: late.state },
        late.cookie,
      );
      expect(expired.status).toBe(400);
      expect(expired.text).toContain('This install link has expired');
    } finally {
      skewMs = 0;
    }
    // None of them got as far as trading the code for a token.
    expect(api.callsOf('oauth.v2.access')).toHaveLength(exchanges);
    expect(logger.lines.filter((l) => l.message === 'slack install refused')).toHaveLength(4);
  });

  it('answers a redirect without a code, or a cancelled install, politely', async () => {
    const begun = await beginInstall();
    const missing = await redirect({ state: begun.state }, begun.cookie);
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('not a complete install link');
    const cancelled = await redirect({ error: 'access_denied', state: begun.state }, begun.cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.text).toContain('Install cancelled');
  });

  it('answers a code Slack refuses (unknown, or traded already) with a 400 page saying to start again', async () => {
    const traded = await install(GLOBEX);
    expect(traded.answer.status).toBe(200);
    const logged = logger.lines.length;
    for (const code of ['code-never-granted', traded.code]) {
      const begun = await beginInstall();
      const refused = await redirect({ code, state: begun.state }, begun.cookie);
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('This install link did not work');
      expect(refused.text).toContain(`href="${INSTALL_PATH}"`);
      // Nothing of the error itself: no "our side", no Slack error code, no stack, no secret.
      expect(refused.text).not.toMatch(/our side|invalid_code|Error|\bat \S+ \(|xoxb-/);
      expect(refused.text).not.toContain(CLIENT_SECRET);
    }
    const lines = logger.lines.slice(logged).filter((l) => l.message === 'slack install refused');
    expect(lines.map((l) => [l.fields.status, l.fields.slackError])).toEqual([
      [400, 'invalid_code'],
      [400, 'invalid_code'],
    ]);
    expect(JSON.stringify(logger.lines.slice(logged))).not.toContain(CLIENT_SECRET);
  });
});

describe('Slack distribution: each workspace with its own token', () => {
  it("answers each workspace's slash command with that workspace's token", async () => {
    const acme = await slashFrom(ACME, 'today');
    const globex = await slashFrom(GLOBEX, 'today');
    const postsTo = (calls: RecordedCall[], channel: string) =>
      calls.filter((c) => c.method === 'chat.postMessage' && c.params.channel === channel);
    expect(postsTo(acme, CHANNELS[ACME.id])).not.toHaveLength(0);
    expect(postsTo(globex, CHANNELS[GLOBEX.id])).not.toHaveLength(0);
    expect(webApiTeams(acme)).toEqual(new Set([ACME.id]));
    expect(webApiTeams(globex)).toEqual(new Set([GLOBEX.id]));
  });

  it("asks users.info (may this user schedule?) with the user's workspace token", async () => {
    for (const team of [ACME, GLOBEX]) {
      const calls = await slashFrom(team, 'schedule 09:00');
      const lookups = calls.filter((c) => c.method === 'users.info');
      // (One for the right, one for the user's language: a failed look-up is not cached.)
      expect(lookups.length).toBeGreaterThan(0);
      for (const lookup of lookups) expect(lookup.token).toBe(team.token);
    }
  });

  it('posts the daily in each workspace with its own token', async () => {
    for (const team of [ACME, GLOBEX]) {
      await store.setSchedule({
        conversation: {
          platform: 'slack',
          id: CHANNELS[team.id],
          kind: 'channel',
          workspace: team.id,
        },
        minuteOfDay: 8 * 60,
        startDate: '2025-03-15',
        setBy: 'U0ADMIN',
      });
    }
    core.clock.ms = Date.parse('2025-03-15T08:00:30Z');
    const before = api.calls.length;
    const report = await core.bot.scheduler.tick();
    expect(report.failed).toEqual([]);
    const calls = api.calls.slice(before);
    for (const team of [ACME, GLOBEX]) {
      const posts = calls.filter(
        (c) => c.method === 'chat.postMessage' && c.params.channel === CHANNELS[team.id],
      );
      expect(posts).toHaveLength(1);
      expect(posts[0]!.token).toBe(team.token);
    }
    expect(webApiTeams(calls)).toEqual(new Set([ACME.id, GLOBEX.id]));
  });

  it('keeps the installs across a restart: a new process on the same SQLite file', async () => {
    await stop();
    const before = api.calls.length;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, 'distribution-child.ts')],
      {
        env: {
          ...process.env,
          SUDOKU_DB: file,
          SLACK_API_URL: api.apiUrl,
          SLACK_ORIGIN: api.origin,
        },
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    try {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      await Promise.race([
        new Promise<void>((ok) => child.stdout.on('data', () => out.includes('\n') && ok())),
        once(child, 'exit').then(() => {
          throw new Error('the bot process exited before it was ready');
        }),
      ]);
      const url = /^ready (\S+)/.exec(out)![1]!;
      for (const team of [ACME, GLOBEX]) await slashFrom(team, 'board', url);
    } finally {
      // It finishes its work in flight before it exits.
      child.stdin.end();
      await once(child, 'exit');
      // And this process again, for what follows.
      await start();
    }
    const calls = api.calls.slice(before).filter((c) => c.token !== undefined);
    expect(webApiTeams(calls)).toEqual(new Set([ACME.id, GLOBEX.id]));
    for (const team of [ACME, GLOBEX]) {
      const inChannel = calls.filter((c) => c.params.channel === CHANNELS[team.id]);
      expect(inChannel).not.toHaveLength(0);
      expect(new Set(inChannel.map((c) => c.token))).toEqual(new Set([team.token]));
    }
    expect(webApiTeams(await slashFrom(GLOBEX, 'board'))).toEqual(new Set([GLOBEX.id]));
    // A whole bot process starts (warm pools included): on a loaded machine that alone has taken
    // 30 s. The test waits on the child's own lines; this is only the safety net.
  }, 120_000);
});

describe('Slack distribution: uninstall', () => {
  it('a revoked user token alone changes nothing', async () => {
    expect(
      await eventFrom(ACME, { type: 'tokens_revoked', tokens: { oauth: ['U0ADA0001'] } }),
    ).toBe(200);
    expect(await store.installation(teamKey(ACME.id))).toBeDefined();
  });

  it("removes the workspace's install and schedules, and no later event is answered with its token", async () => {
    expect(await eventFrom(GLOBEX, { type: 'app_uninstalled' })).toBe(200);
    api.revokeToken(GLOBEX.token);
    expect(await store.installation(teamKey(GLOBEX.id))).toBeUndefined();
    expect((await store.listSchedules()).map((s) => s.conversation.workspace)).toEqual([ACME.id]);
    const after = await slashFrom(GLOBEX, 'board');
    expect(after.filter((c) => c.token !== undefined)).toEqual([]);
    expect(
      logger.lines.some((l) => /Authorization of incoming event did not succeed/.test(l.message)),
    ).toBe(true);
    // The other workspace goes on as before.
    expect(webApiTeams(await slashFrom(ACME, 'board'))).toEqual(new Set([ACME.id]));
  });

  it('a revoked bot token ends the install too', async () => {
    expect(await eventFrom(ACME, { type: 'tokens_revoked', tokens: { bot: ['U0BOT0001'] } })).toBe(
      200,
    );
    expect(await store.installation(teamKey(ACME.id))).toBeUndefined();
    expect(await store.listSchedules()).toEqual([]);
  });
});
