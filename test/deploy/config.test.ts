// The deployment settings: Discord shards (DISCORD_SHARDS, DISCORD_SHARD_LIST), the health
// endpoints (HEALTH_PORT, HEALTH_HOST) and the shutdown grace (SHUTDOWN_GRACE_MS); each bad value
// names its variable and says what to write.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHUTDOWN_GRACE_MS,
  describeConfig,
  describeShardPlan,
  parseConfig,
  parseShardList,
  type Config,
  type ConfigProblem,
} from '../../src/config.ts';

const DISCORD = { DISCORD_TOKEN: 'abc.def', DISCORD_APPLICATION_ID: '1120000000000000001' };

function config(env: Record<string, string>): Config {
  const r = parseConfig(env);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function problems(env: Record<string, string>): ConfigProblem[] {
  const r = parseConfig(env);
  return r.ok ? [] : r.error;
}

describe('Discord shards', () => {
  it('default to as many as Discord recommends', () => {
    expect(config(DISCORD).discord?.shards).toBe('auto');
    expect(config({ ...DISCORD, DISCORD_SHARDS: 'AUTO' }).discord?.shards).toBe('auto');
  });

  it('a count alone runs every shard of it in this process', () => {
    expect(config({ ...DISCORD, DISCORD_SHARDS: '3' }).discord?.shards).toEqual({
      count: 3,
      ids: [0, 1, 2],
    });
  });

  it('a list runs this process share of a count split between processes', () => {
    const plan = config({ ...DISCORD, DISCORD_SHARDS: '8', DISCORD_SHARD_LIST: '0-2, 6' }).discord
      ?.shards;
    expect(plan).toEqual({ count: 8, ids: [0, 1, 2, 6] });
    expect(describeShardPlan(plan!)).toBe('0-2,6 of 8');
  });

  it('refuses a list without a count, ids past the count, repeats and words', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ DISCORD_SHARD_LIST: '0,1' }, /needs DISCORD_SHARDS set to the total/],
      [{ DISCORD_SHARDS: '4', DISCORD_SHARD_LIST: '3-4' }, /ids from 0 to 3 \(DISCORD_SHARDS=4\)/],
      [{ DISCORD_SHARDS: '4', DISCORD_SHARD_LIST: '1,1' }, /distinct shard ids/],
      [{ DISCORD_SHARDS: '4', DISCORD_SHARD_LIST: 'first' }, /use ids and ranges such as 0,1/],
      [{ DISCORD_SHARDS: '4', DISCORD_SHARD_LIST: '3-1' }, /not a list/],
    ];
    for (const [env, message] of cases) {
      const found = problems({ ...DISCORD, ...env });
      expect(found, JSON.stringify(env)).toHaveLength(1);
      expect(found[0]!.variable).toBe('DISCORD_SHARD_LIST');
      expect(found[0]!.message).toMatch(message);
    }
    expect(problems({ ...DISCORD, DISCORD_SHARDS: 'many' })).toEqual([
      {
        variable: 'DISCORD_SHARDS',
        message: "'many' is not auto or a number of shards (a whole number from 1 to 16384).",
      },
    ]);
  });

  it('a list written as ranges reads back as the same ids (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(300), { minLength: 1, maxLength: 40 }), (ids) => {
        const sorted = [...ids].sort((a, b) => a - b);
        const text = describeShardPlan({ count: 301, ids: sorted }).replace(/ of 301$/, '');
        expect(parseShardList(text)).toEqual(sorted);
      }),
    );
  });

  it('are logged at start (without the token)', () => {
    const described = describeConfig(config({ ...DISCORD, DISCORD_SHARDS: '2' }));
    expect(described.discord).toEqual({ shards: '0-1 of 2' });
    expect(JSON.stringify(described)).not.toContain('abc.def');
  });
});

describe('health endpoints and shutdown', () => {
  it('are off by default, with a 20 s grace', () => {
    const c = config({});
    expect(c.health).toBeUndefined();
    expect(c.shutdownGraceMs).toBe(DEFAULT_SHUTDOWN_GRACE_MS);
    expect(describeConfig(c).health).toBe('off');
  });

  it('serve on loopback unless HEALTH_HOST says otherwise', () => {
    expect(config({ HEALTH_PORT: '8081' }).health).toEqual({ port: 8081, host: '127.0.0.1' });
    expect(config({ HEALTH_PORT: '8081', HEALTH_HOST: '0.0.0.0' }).health).toEqual({
      port: 8081,
      host: '0.0.0.0',
    });
  });

  it('refuse a port another server of this process already takes', () => {
    expect(problems({ HEALTH_PORT: '3000' })).toEqual([
      {
        variable: 'HEALTH_PORT',
        message: '3000 is already PORT: give the health endpoints a port of their own, e.g. 3100.',
      },
    ]);
    const slack = {
      SLACK_BOT_TOKEN: 'xoxb-1',
      SLACK_SIGNING_SECRET: 'secret',
      SLACK_PORT: '4000',
    };
    expect(problems({ ...slack, HEALTH_PORT: '4000' })[0]?.message).toMatch(/already SLACK_PORT/);
    expect(problems({ ...slack, HEALTH_PORT: '3000' })).toEqual([]); // no playground on 3000
  });

  it('take a grace from 0 to 10 minutes', () => {
    expect(config({ SHUTDOWN_GRACE_MS: '0' }).shutdownGraceMs).toBe(0);
    expect(problems({ SHUTDOWN_GRACE_MS: '1h' })[0]).toMatchObject({
      variable: 'SHUTDOWN_GRACE_MS',
    });
  });
});
