// The Slack part of the configuration: the admin list and the extra commands switch.

import { describe, expect, it } from 'vitest';
import { formatConfigProblems, parseConfig } from '../../src/config.ts';

const base = { SLACK_BOT_TOKEN: 'xoxb-1-2-abc', SLACK_SIGNING_SECRET: 'secret' };

describe('Slack configuration', () => {
  it('has no listed admins and no extra commands by default', () => {
    const r = parseConfig(base);
    if (!r.ok) throw new Error(formatConfigProblems(r.error));
    expect(r.value.slack).toMatchObject({ adminUsers: [], extraCommands: true });
  });

  it('reads SLACK_ADMIN_USERS (commas or spaces) and SLACK_EXTRA_COMMANDS', () => {
    const r = parseConfig({
      ...base,
      SLACK_ADMIN_USERS: 'U012AB3CD, W0456EF ,U789',
      SLACK_EXTRA_COMMANDS: '1',
    });
    if (!r.ok) throw new Error(formatConfigProblems(r.error));
    expect(r.value.slack).toMatchObject({
      adminUsers: ['U012AB3CD', 'W0456EF', 'U789'],
      extraCommands: true,
    });
  });

  it('names a bad admin id and says what an id looks like', () => {
    const r = parseConfig({ ...base, SLACK_ADMIN_USERS: 'U012AB3CD,@ada' });
    if (r.ok) throw new Error('expected a problem');
    expect(formatConfigProblems(r.error)).toMatch(
      /SLACK_ADMIN_USERS: '@ada' is not a Slack user id/,
    );
  });

  it('listens on loopback with a 1 MB body cap unless SLACK_HOST and SLACK_MAX_BODY_BYTES say otherwise', () => {
    const plain = parseConfig(base);
    if (!plain.ok) throw new Error(formatConfigProblems(plain.error));
    expect(plain.value.slack).toMatchObject({ host: '127.0.0.1', maxBodyBytes: 1024 * 1024 });
    const open = parseConfig({ ...base, SLACK_HOST: '0.0.0.0', SLACK_MAX_BODY_BYTES: '262144' });
    if (!open.ok) throw new Error(formatConfigProblems(open.error));
    expect(open.value.slack).toMatchObject({ host: '0.0.0.0', maxBodyBytes: 262144 });
    const bad = parseConfig({ ...base, SLACK_MAX_BODY_BYTES: '1GB' });
    if (bad.ok) throw new Error('expected a problem');
    expect(formatConfigProblems(bad.error)).toMatch(/SLACK_MAX_BODY_BYTES: '1GB' is not a size/);
  });
});

describe('Slack distribution configuration', () => {
  const distribution = {
    SLACK_CLIENT_ID: '1111.2222',
    SLACK_CLIENT_SECRET: 'client-secret',
    SLACK_STATE_SECRET: 'a-long-random-state-secret',
    SLACK_SIGNING_SECRET: 'secret',
  };
  const problems = (env: Record<string, string>) => {
    const r = parseConfig(env);
    if (r.ok) throw new Error('expected a problem');
    return formatConfigProblems(r.error);
  };

  it('turns on with the client id, client secret and state secret, with no bot token', () => {
    const r = parseConfig(distribution);
    if (!r.ok) throw new Error(formatConfigProblems(r.error));
    expect(r.value.slack?.distribution).toEqual({
      clientId: '1111.2222',
      clientSecret: 'client-secret',
      stateSecret: 'a-long-random-state-secret',
    });
    expect(r.value.slack?.botToken).toBeUndefined();
    expect(r.value.webPlayground).toBe(false);
    // Single-workspace mode has no distribution.
    const single = parseConfig(base);
    if (!single.ok) throw new Error(formatConfigProblems(single.error));
    expect(single.value.slack).toMatchObject({ botToken: base.SLACK_BOT_TOKEN });
    expect(single.value.slack?.distribution).toBeUndefined();
  });

  it('names each missing variable when only some are set', () => {
    const text = problems({ SLACK_CLIENT_ID: '1111.2222', SLACK_SIGNING_SECRET: 'secret' });
    expect(text).toMatch(/SLACK_CLIENT_SECRET: is required with SLACK_CLIENT_ID/);
    expect(text).toMatch(/SLACK_STATE_SECRET: is required with SLACK_CLIENT_ID/);
    expect(text).not.toMatch(/SLACK_CLIENT_ID: is/);
  });

  it('refuses a bot token, an app token, no signing secret or a short state secret beside it', () => {
    expect(problems({ ...distribution, SLACK_BOT_TOKEN: 'xoxb-1-2-abc' })).toMatch(
      /SLACK_BOT_TOKEN: is for one workspace.*unset one of them/,
    );
    expect(problems({ ...distribution, SLACK_APP_TOKEN: 'xapp-1-abc' })).toMatch(
      /SLACK_APP_TOKEN: is for Socket Mode; distribution runs in HTTP mode/,
    );
    expect(problems({ ...distribution, SLACK_SIGNING_SECRET: '' })).toMatch(
      /SLACK_SIGNING_SECRET: is required with SLACK_CLIENT_ID/,
    );
    expect(problems({ ...distribution, SLACK_STATE_SECRET: 'short' })).toMatch(
      /SLACK_STATE_SECRET: is too short: use at least 16/,
    );
  });
});
