// Typed store failures, so logs and callers can tell "the database is away, try again" from "this
// database belongs to a newer bot" from a bug. The core's error funnel turns any of them into a
// polite "try again" reply; start-up prints their message without a stack trace.

/** The database could not be reached, or the connection broke mid-command: retry later. */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
  /** Safe to retry the whole command once the database is back. */
  readonly retryable = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The database holds a schema this code cannot use (newer than it knows): upgrade the bot. */
export class StoreSchemaError extends Error {
  override readonly name = 'StoreSchemaError';
}

/** The message a newer schema gets, the same for every backend. */
export function newerSchemaMessage(found: number, known: number): string {
  return `the database schema is version ${found}, newer than this code knows (${known}); upgrade the bot`;
}
