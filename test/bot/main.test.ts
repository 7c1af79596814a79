// The composition root, started in-process on a temporary database: configuration errors name
// their variable; with no platform token the playground serves and the core answers through it.
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, start } from '../../src/main.ts';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('main', () => {
  it('refuses a bad configuration with the variable named', async () => {
    await expect(start({ PORT: 'eighty' })).rejects.toThrow(ConfigError);
    await expect(start({ PORT: 'eighty', DAILY_TIME_ZONE: 'Nowhere/Else' })).rejects.toThrow(
      /PORT:[\s\S]*DAILY_TIME_ZONE:/,
    );
  });

  it('opens the database (creating its folder) and serves the playground until stopped', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const databasePath = join(dir, 'nested', 'sudoku.sqlite');
    const logs: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => (
      logs.push(String(chunk)),
      true
    )) as typeof process.stdout.write;
    let stop: (() => Promise<void>) | undefined;
    try {
      stop = await start({
        PORT: String(port),
        DATABASE_PATH: databasePath,
        RENDER_IMAGES: '0',
        PHOTO_READER: '0',
        LOG_LEVEL: 'info',
      });
      expect(existsSync(databasePath)).toBe(true);
      const res = await fetch(`http://127.0.0.1:${port}/api/channels/general/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          user: 'ann',
          text: 'solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
        }),
      });
      const body = (await res.json()) as { messages: { text: string }[] };
      expect(body.messages.at(-1)?.text).toMatch(/exactly one solution/);
    } finally {
      await stop?.();
      process.stdout.write = write;
    }
    const lines = logs
      .join('')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; adapters?: string[] });
    expect(lines.find((l) => l.msg === 'started')?.adapters).toEqual(['web']);
    expect(lines.some((l) => l.msg === 'command')).toBe(true);
    expect(lines.at(-1)?.msg).toBe('stopped');
  }, 30_000);
});
