// Structured logging: one JSON object per line (time, level, message, fields). Fields whose
// names look like secrets are redacted, long strings are cut, so no token or salt reaches logs.

import type { Logger } from './bot/ports.ts';
import type { LogLevel } from './config.ts';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const SECRET_KEY = /token|secret|password|passwd|authorization|cookie|salt|api[-_]?key/i;
/** Longest string value written to a log line. */
export const MAX_LOG_STRING = 4000;

export interface LoggerOptions {
  readonly level?: LogLevel;
  /** Where lines go (default: stdout). */
  readonly write?: (line: string) => void;
  readonly now?: () => Date;
}

function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    return value.length > MAX_LOG_STRING ? `${value.slice(0, MAX_LOG_STRING)}…` : value;
  }
  if (value instanceof Error) return clean(value.stack ?? value.message, depth);
  if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
  if (Array.isArray(value))
    return depth > 3 ? '[…]' : value.slice(0, 50).map((v) => clean(v, depth + 1));
  if (value && typeof value === 'object') {
    if (depth > 3) return '{…}';
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value))
      out[k] = SECRET_KEY.test(k) ? '[redacted]' : clean(v, depth + 1);
    return out;
  }
  return value;
}

/** A logger writing JSON lines at or above `level`. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const min = ORDER[options.level ?? 'info'];
  const write = options.write ?? ((line: string) => process.stdout.write(line + '\n'));
  const now = options.now ?? (() => new Date());
  const log =
    (level: LogLevel) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[level] < min) return;
      const cleaned = clean(fields, 0) as Record<string, unknown>;
      write(JSON.stringify({ time: now().toISOString(), level, msg: message, ...cleaned }));
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
