// Bolt and its Web API client log through @slack/logger's interface (variadic messages, a level,
// a name). This bridge sends those lines to the bot's structured Logger, secrets redacted, so
// the whole process writes one log format.

import { LogLevel, type Logger as BoltLogger } from '@slack/bolt';
import type { Logger } from '../../src/bot/ports.ts';
import { redact } from './log-fields.ts';

/** Longest Bolt message kept (its debug lines can carry whole request bodies). */
const MAX_MESSAGE = 1000;

function text(parts: unknown[]): string {
  const joined = parts
    .map((p) => (p instanceof Error ? p.message : typeof p === 'string' ? p : JSON.stringify(p)))
    .join(' ');
  const cut = joined.length > MAX_MESSAGE ? `${joined.slice(0, MAX_MESSAGE)}…` : joined;
  return redact(cut);
}

/** A Bolt logger writing to `logger` as `slack: <message>` lines. */
export function boltLogger(logger: Logger): BoltLogger {
  let level: LogLevel = LogLevel.INFO;
  let name = 'bolt';
  const write =
    (method: 'debug' | 'info' | 'warn' | 'error') =>
    (...parts: unknown[]) =>
      logger[method](`slack: ${text(parts)}`, { source: name });
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    setLevel: (next: LogLevel) => {
      level = next;
    },
    getLevel: () => level,
    setName: (next: string) => {
      name = next;
    },
  };
}
