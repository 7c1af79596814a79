// No Docker engine runs here, so the Dockerfile and compose.yaml are checked against the project
// instead: every path the image copies exists and is not excluded by .dockerignore, the image
// runs the build's entry and health check, and compose's bot settings pass the bot's own
// configuration check, point at the compose database and leave time for a graceful shutdown.

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.ts';
import { DRAIN_MARGIN_MS } from '../../src/shutdown.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (name: string) => readFileSync(join(ROOT, name), 'utf8');

/** Instructions of a Dockerfile, continuation lines joined. */
function instructions(text: string): { op: string; args: string }[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [op, ...rest] = line.split(/\s+/);
      return { op: op!.toUpperCase(), args: rest.join(' ') };
    });
}

describe('Dockerfile', () => {
  const steps = instructions(read('Dockerfile'));
  const ignored = read('.dockerignore')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'));

  it('copies only paths that exist and that .dockerignore lets through', () => {
    const sources = steps
      .filter((s) => s.op === 'COPY' && !s.args.startsWith('--from'))
      .flatMap((s) => s.args.split(/\s+/).slice(0, -1));
    expect(sources).toContain('src');
    for (const source of sources) {
      expect(existsSync(join(ROOT, source)), source).toBe(true);
      expect(ignored, source).not.toContain(source.split('/')[0]);
    }
  });

  it('builds with npm run build and runs the compiled entry with its health check', () => {
    expect(steps.some((s) => s.op === 'RUN' && s.args.includes('npm run build'))).toBe(true);
    const cmd = JSON.parse(steps.filter((s) => s.op === 'CMD').at(-1)!.args) as string[];
    expect(cmd).toEqual(['node', 'dist/src/main.js']);
    expect(existsSync(join(ROOT, 'src/main.ts'))).toBe(true);
    const check = steps.find((s) => s.op === 'HEALTHCHECK')!.args;
    expect(check).toContain('"bin/healthcheck.js"');
    expect(existsSync(join(ROOT, 'bin/healthcheck.js'))).toBe(true);
    expect(steps.find((s) => s.op === 'VOLUME')?.args).toBe('["/app/data"]');
    expect(steps.filter((s) => s.op === 'WORKDIR').at(-1)?.args).toBe('/app');
  });
});

interface ComposeService {
  environment?: Record<string, string>;
  stop_grace_period?: string;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: unknown;
}

describe('compose.yaml', () => {
  const compose = load(read('compose.yaml')) as { services: Record<string, ComposeService> };
  const { bot, postgres } = compose.services;

  it('gives the bot the compose database, reached once it is healthy', () => {
    const pg = postgres!.environment!;
    const url = new URL(bot!.environment!.DATABASE_URL!.replace('${POSTGRES_PASSWORD}', 'hex0123'));
    expect(url.hostname).toBe('postgres');
    expect(url.username).toBe(pg.POSTGRES_USER);
    expect(url.pathname).toBe(`/${pg.POSTGRES_DB}`);
    expect(bot!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(postgres!.healthcheck).toBeDefined();
  });

  it("bot settings pass the bot's configuration check, with time to shut down gracefully", () => {
    const env = { ...bot!.environment! };
    env.DATABASE_URL = env.DATABASE_URL!.replace('${POSTGRES_PASSWORD}', 'hex0123');
    const parsed = parseConfig({ ...env, DISCORD_TOKEN: 'a.b', DISCORD_APPLICATION_ID: '1' });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    expect(parsed.value.health).toEqual({ port: 8081, host: '127.0.0.1' });
    const stopSeconds = Number(/^(\d+)s$/.exec(bot!.stop_grace_period ?? '')?.[1]);
    expect(stopSeconds * 1000).toBeGreaterThan(parsed.value.shutdownGraceMs + DRAIN_MARGIN_MS);
  });
});
