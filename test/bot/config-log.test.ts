import { describe, expect, it } from 'vitest';
import { describeConfig, formatConfigProblems, parseConfig } from '../../src/config.ts';
import { createLogger } from '../../src/log.ts';

describe('configuration', () => {
  it('has working defaults: the playground on port 3000 with a local database', () => {
    const r = parseConfig({});
    if (!r.ok) throw new Error(formatConfigProblems(r.error));
    expect(r.value).toMatchObject({
      port: 3000,
      databasePath: 'data/sudoku.sqlite',
      logLevel: 'info',
      webPlayground: true,
      renderImages: true,
      daily: { timeZone: 'UTC', saltIsDefault: true, launchDate: '2025-01-01' },
    });
    expect(r.value.discord).toBeUndefined();
  });

  it('runs a platform instead of the playground when its token is set (or both with WEB_PLAYGROUND=1)', () => {
    const env = {
      DISCORD_TOKEN: 'abc.def',
      DISCORD_APPLICATION_ID: '123',
      DAILY_SALT: 'a-long-secret',
    };
    const r = parseConfig(env);
    expect(r.ok && r.value.webPlayground).toBe(false);
    expect(r.ok && r.value.discord?.token).toBe('abc.def');
    const both = parseConfig({ ...env, WEB_PLAYGROUND: '1' });
    expect(both.ok && both.value.webPlayground).toBe(true);
    // Slack in HTTP mode listens beside the playground, not on its port.
    const slack = parseConfig({
      SLACK_BOT_TOKEN: 'xoxb-1',
      SLACK_SIGNING_SECRET: 'sig',
      WEB_PLAYGROUND: '1',
    });
    expect(slack.ok && slack.value.slack?.port).toBe(3001);
    // Secrets never appear in the loggable summary.
    expect(JSON.stringify(r.ok && describeConfig(r.value))).not.toMatch(/abc\.def|a-long-secret/);
  });

  it('lists every bad variable by name with what to use instead', () => {
    const r = parseConfig({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      DAILY_TIME_ZONE: 'Mars/Olympus',
      DAILY_LAUNCH_DATE: '2025-02-30',
      DISCORD_TOKEN: 'x',
      SLACK_BOT_TOKEN: 'nope',
      RENDER_IMAGES: 'maybe',
      DEFAULT_LEVEL: 'insane',
    });
    if (r.ok) throw new Error('expected problems');
    expect(r.error.map((p) => p.variable).sort()).toEqual(
      [
        'DAILY_LAUNCH_DATE',
        'DAILY_TIME_ZONE',
        'DEFAULT_LEVEL',
        'DISCORD_APPLICATION_ID',
        'LOG_LEVEL',
        'PORT',
        'RENDER_IMAGES',
        'SLACK_BOT_TOKEN',
        'SLACK_SIGNING_SECRET',
      ].sort(),
    );
    const text = formatConfigProblems(r.error);
    expect(text).toMatch(/PORT: 'eighty' is not a port number/);
    expect(text).toMatch(/DAILY_TIME_ZONE: 'Mars\/Olympus' is not a time zone: use an IANA name/);
  });
});

describe('structured logger', () => {
  it('writes one JSON line per call at or above its level, with secrets redacted', () => {
    const lines: string[] = [];
    const log = createLogger({
      level: 'info',
      write: (l) => lines.push(l),
      now: () => new Date(0),
    });
    log.debug('hidden');
    log.info('command', {
      command: 'place',
      latencyMs: 3.5,
      token: 'xoxb-secret',
      nested: { signingSecret: 's' },
    });
    log.error('boom', { error: 'x'.repeat(10_000) });
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0]!);
    expect(first).toEqual({
      time: '1970-01-01T00:00:00.000Z',
      level: 'info',
      msg: 'command',
      command: 'place',
      latencyMs: 3.5,
      token: '[redacted]',
      nested: { signingSecret: '[redacted]' },
    });
    expect(lines[1]!.length).toBeLessThan(4200);
  });
});
