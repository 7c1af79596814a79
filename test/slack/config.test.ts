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
});
