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
