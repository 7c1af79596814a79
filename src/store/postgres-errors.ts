// Which PostgreSQL failures mean "the database is away" (retry later) rather than a bug, and the
// start-up message for each way a DATABASE_URL can fail to connect. Messages never include the
// password: the server is named as user@host:port/database.

import { StoreUnavailableError } from './errors.ts';

/** Socket errors of a server that is down, restarting or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a lost or refused session: class 08 (connection exception), the server shutting
 * down or crashing (57P01-57P03), and too many connections (53300).
 */
const SESSION_STATES = /^(08...|57P0[123]|53300)$/;

/** pg's own messages for a client whose connection broke or never came up. */
const DRIVER_MESSAGES =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|Connection ended/i;

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether `error` says the database is unreachable or the connection broke (not a bug). */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  const code = codeOf(error);
  if (code && (SOCKET_CODES.has(code) || SESSION_STATES.test(code))) return true;
  return error instanceof Error && DRIVER_MESSAGES.test(error.message);
}

/** `error` as a StoreUnavailableError when the connection is at fault; unchanged otherwise. */
export function asStoreFailure(error: unknown, what: string): unknown {
  if (error instanceof StoreUnavailableError || !isConnectionFailure(error)) return error;
  const reason = codeOf(error) ?? (error instanceof Error ? error.message : String(error));
  return new StoreUnavailableError(
    `the PostgreSQL database is unavailable (${what}: ${reason}); try again shortly`,
    { cause: error },
  );
}

/** `user@host:port/database` of a PostgreSQL URL: what to name in messages (no password). */
export function describeServer(url: string): string {
  try {
    const u = new URL(url);
    const user = u.username ? `${decodeURIComponent(u.username)}@` : '';
    const host = u.hostname || new URLSearchParams(u.search).get('host') || 'localhost';
    return `${user}${host}:${u.port || '5432'}${u.pathname || '/'}`;
  } catch {
    return 'the configured server';
  }
}

/** A start-up message for a failure to open the database at `url`, saying what to check. */
export function describeOpenFailure(error: unknown, url: string): string {
  const server = describeServer(url);
  const code = codeOf(error) ?? '';
  const detail = error instanceof Error ? error.message : String(error);
  if (code === '28P01' || code === '28000') {
    return `PostgreSQL at ${server} refused the login (${detail}): check the user and password in DATABASE_URL.`;
  }
  if (code === '3D000') {
    return `PostgreSQL at ${server} has no such database (${detail}): create it (createdb) or fix the database name in DATABASE_URL.`;
  }
  if (isConnectionFailure(error)) {
    return `cannot reach PostgreSQL at ${server} (${code || detail}): check that the server is running and that DATABASE_URL names the right host and port.`;
  }
  return `cannot open the PostgreSQL database at ${server} (DATABASE_URL): ${detail}`;
}
