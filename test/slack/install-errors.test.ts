// The install flow's failures that are ours, through the real Bolt install flow against the
// fake Slack: the store down when the install is saved, the app's own credentials refused by
// Slack, and Slack out of reach. Each gets a 5xx page that says to try again and shows nothing
// of the error; the installer's own failures (a bad code) are 4xx (distribution.test.ts).

import { afterEach, describe, expect, it } from 'vitest';
import { INSTALL_PATH, startSlack, type SlackAdapter } from '../../adapters/slack/index.ts';
import type { InstallationPort } from '../../adapters/slack/installations.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import { StoreUnavailableError } from '../../src/store/errors.ts';
import { FakeCore } from '../discord/fake-core.ts';
import { STATE_SECRET } from './distribution-app.ts';
import { CLIENT_ID, CLIENT_SECRET, FakeSlack, type FakeTeam } from './fake-slack.ts';
import { fakeApiOptions, MemoryLogger } from './harness.ts';
import { beginInstall, redirect } from './install-browser.ts';
import { SIGNING_SECRET } from './signing.ts';

const ACME: FakeTeam = { id: 'T0ACME0001', name: 'Acme', token: 'xoxb-acme-1-token' };

/** Installations kept nowhere; saving one fails while `down` says so. */
function storeOf(state: { down: boolean }): InstallationPort {
  const claims = new Set<string>();
  return {
    saveInstallation: async () => {
      if (state.down) throw new StoreUnavailableError('the database at db.internal:5432 is down');
    },
    installation: async () => undefined,
    deleteInstallation: async () => false,
    removeWorkspaceSchedules: async () => 0,
    claimOnce: async (key) => !claims.has(key) && Boolean(claims.add(key)),
  };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(options: { clientSecret?: string; apiUrl?: string } = {}): Promise<{
  adapter: SlackAdapter;
  api: FakeSlack;
  logger: MemoryLogger;
  down: { down: boolean };
}> {
  const api = await FakeSlack.start();
  cleanups.push(() => api.close());
  const logger = new MemoryLogger();
  const down = { down: false };
  const base = fakeApiOptions(api);
  const adapter = await startSlack({
    core: new FakeCore(),
    parseCommand,
    signingSecret: SIGNING_SECRET,
    distribution: {
      clientId: CLIENT_ID,
      clientSecret: options.clientSecret ?? CLIENT_SECRET,
      stateSecret: STATE_SECRET,
      store: storeOf(down),
    },
    logger,
    ...base,
    clientOptions: { ...base.clientOptions, slackApiUrl: options.apiUrl ?? api.apiUrl },
  });
  cleanups.push(() => adapter.close());
  return { adapter, api, logger, down };
}

/** The whole install of ACME in `adapter`'s flow. */
async function installAcme(adapter: SlackAdapter, api: FakeSlack) {
  const origin = new URL(adapter.url!).origin;
  const begun = await beginInstall(origin);
  return redirect(origin, { code: api.grantCode(ACME), state: begun.state }, begun.cookie);
}

/** A page that tells the installer what to do and nothing about the error. */
function expectFriendly(page: { text: string }, heading: string): void {
  expect(page.text).toContain(heading);
  expect(page.text).toContain(`href="${INSTALL_PATH}"`);
  expect(page.text).not.toMatch(/db\.internal|Error|\bat \S+ \(|invalid_client|xoxb-/);
  expect(page.text).not.toContain(CLIENT_SECRET);
}

describe('install failures on our side', () => {
  it('the store down when the install is saved: 500, and the page says it was our side', async () => {
    const { adapter, api, logger, down } = await start();
    down.down = true;
    const page = await installAcme(adapter, api);
    expect(page.status).toBe(500);
    expectFriendly(page, 'Something went wrong on our side');
    expect(logger.lines.find((l) => l.message === 'slack install failed')?.fields).toMatchObject({
      status: 500,
      errorName: 'StoreUnavailableError',
    });
    // Back up: the next install goes through.
    down.down = false;
    expect((await installAcme(adapter, api)).status).toBe(200);
  });

  it("Slack refusing the app's own credentials is ours too: 500", async () => {
    const { adapter, api, logger } = await start({ clientSecret: 'not-the-secret' });
    const page = await installAcme(adapter, api);
    expect(page.status).toBe(500);
    expectFriendly(page, 'Something went wrong on our side');
    expect(logger.lines.find((l) => l.message === 'slack install failed')?.fields).toMatchObject({
      slackError: 'invalid_client_id',
    });
    expect(JSON.stringify(logger.lines)).not.toContain('not-the-secret');
  });

  it('Slack out of reach: 502, try again', async () => {
    // A port that was listening a moment ago and is closed now: the connection is refused.
    const gone = await FakeSlack.start();
    const apiUrl = gone.apiUrl;
    await gone.close();
    const { adapter, api } = await start({ apiUrl });
    const page = await installAcme(adapter, api);
    expect(page.status).toBe(502);
    expectFriendly(page, 'Slack could not be reached');
  });
});
