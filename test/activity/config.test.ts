// The Activity's settings: DISCORD_CLIENT_SECRET turns it on (only beside the Discord bot),
// ACTIVITY_PORT and ACTIVITY_HOST place its page; bad values name their variable, and the
// logged summary never carries the secret.

import { describe, expect, it } from 'vitest';
import { describeConfig, parseConfig, type ConfigProblem } from '../../src/config.ts';

const DISCORD = { DISCORD_TOKEN: 'abc.def', DISCORD_APPLICATION_ID: '1120000000000000001' };
const SECRET = 'a-client-secret-of-32-characters';

function problems(env: Record<string, string>): ConfigProblem[] {
  const r = parseConfig(env);
  return r.ok ? [] : r.error;
}

describe('the Activity settings', () => {
  it('are off without a client secret, and on with one at PORT + 2 on loopback', () => {
    const off = parseConfig(DISCORD);
    expect(off.ok && off.value.discord?.activity).toBeUndefined();
    const on = parseConfig({ ...DISCORD, DISCORD_CLIENT_SECRET: SECRET, PORT: '4000' });
    expect(on.ok && on.value.discord?.activity).toEqual({
      clientSecret: SECRET,
      port: 4002,
      host: '127.0.0.1',
    });
    const summary = JSON.stringify(on.ok && describeConfig(on.value));
    expect(summary).toContain('127.0.0.1:4002');
    expect(summary).not.toContain(SECRET);
  });

  it('refuse a secret without the bot, a short secret, and a port another part listens on', () => {
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ DISCORD_CLIENT_SECRET: SECRET }, 'DISCORD_CLIENT_SECRET', /set DISCORD_TOKEN/],
      [{ ...DISCORD, DISCORD_CLIENT_SECRET: 'short' }, 'DISCORD_CLIENT_SECRET', /too short/],
      [
        { ...DISCORD, DISCORD_CLIENT_SECRET: SECRET, WEB_PLAYGROUND: '1', ACTIVITY_PORT: '3000' },
        'ACTIVITY_PORT',
        /already PORT/,
      ],
      [
        { ...DISCORD, DISCORD_CLIENT_SECRET: SECRET, HEALTH_PORT: '3002' },
        'HEALTH_PORT',
        /already ACTIVITY_PORT/,
      ],
      [{ ...DISCORD, DISCORD_CLIENT_SECRET: SECRET, ACTIVITY_PORT: 'x' }, 'ACTIVITY_PORT', /port/],
    ];
    for (const [env, variable, message] of cases) {
      const found = problems(env);
      expect(found, JSON.stringify(env)).toHaveLength(1);
      expect(found[0]!.variable).toBe(variable);
      expect(found[0]!.message).toMatch(message);
    }
  });
});
