// Calling the core from an adapter, with a deadline and an interim reply. Every command gets
// HANDLE_TIMEOUT_MS; once it has shown an interim reply (its work waits in a line: a photo
// behind others, a hint or a picture on a busy bot, see Inbound.progress), the asker knows it
// is coming, and it gets QUEUED_HANDLE_TIMEOUT_MS from its start instead: room for a photo's
// wait bound, its work limit and its picture's wait. test/adapters/deadlines.test.ts checks
// these sums against the pools' own bounds, so no reply is cut off while its work may still
// legitimately finish.

import type { BotCore, Inbound, Reply } from '../../src/bot/types.ts';

/** How long the core may take on one command before the user hears that it timed out. */
export const HANDLE_TIMEOUT_MS = 60_000;
/** How long a command that showed an interim reply may take, from its start. */
export const QUEUED_HANDLE_TIMEOUT_MS = 240_000;

export interface CoreCallOptions {
  /** Default HANDLE_TIMEOUT_MS. */
  readonly limitMs?: number;
  /** Default QUEUED_HANDLE_TIMEOUT_MS (never less than `limitMs`). */
  readonly queuedLimitMs?: number;
  /** Shows an interim reply (Inbound.progress); without it the command shows none. */
  readonly onProgress?: (reply: Reply) => void;
}

/**
 * Runs one command: its replies, or 'timeout' when it ran past its deadline (the command itself
 * keeps running; every pool bounds its own work). Rejects when the core throws.
 */
export async function handleWithin(
  core: Pick<BotCore, 'handle'>,
  inbound: Inbound,
  options: CoreCallOptions = {},
): Promise<Reply[] | 'timeout'> {
  const limit = options.limitMs ?? HANDLE_TIMEOUT_MS;
  const queuedLimit = Math.max(limit, options.queuedLimitMs ?? QUEUED_HANDLE_TIMEOUT_MS);
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let expire = () => {};
  const late = new Promise<'timeout'>((resolve) => {
    expire = () => resolve('timeout');
    timer = setTimeout(expire, limit);
  });
  let extended = false;
  let over = false;
  const { onProgress } = options;
  const progress =
    onProgress &&
    ((reply: Reply) => {
      if (over) return;
      if (!extended) {
        extended = true;
        clearTimeout(timer);
        timer = setTimeout(expire, Math.max(0, queuedLimit - (performance.now() - started)));
      }
      onProgress(reply);
    });
  try {
    return await Promise.race([core.handle(progress ? { ...inbound, progress } : inbound), late]);
  } finally {
    over = true;
    clearTimeout(timer);
  }
}
