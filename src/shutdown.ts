// Graceful shutdown in two phases. First every part drains at once, within the grace: the
// scheduler stops ticking and finishes the tick it is in, adapters stop taking new interactions
// and finish those in flight (REST stays up, so the tick can still post). Then each part closes,
// in order: adapters disconnect, workers end, the store closes last but one, the health server last.

import { settlesWithin } from './bot/deadline.ts';
import type { Logger } from './bot/ports.ts';

/** Something started that must be stopped on shutdown. */
export interface Running {
  readonly name: string;
  /** Stops taking new work and finishes what is in flight, `graceMs` at most (if it has any). */
  drain?(graceMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Extra time the drain phase allows beyond the grace: a scheduler tick whose grace ran out still
 * finishes the post in hand rather than leaving it claimed and half sent.
 */
export const DRAIN_MARGIN_MS = 5000;

/** Drains every part within `graceMs` (+ margin), then closes them in order; never throws. */
export async function shutDown(
  parts: readonly Running[],
  graceMs: number,
  logger: Logger,
  marginMs: number = DRAIN_MARGIN_MS,
): Promise<void> {
  const started = Date.now();
  const failed = (part: Running, step: string) => (error: unknown) =>
    logger.warn('shutdown step failed', { part: part.name, step, error: String(error) });
  const drains = parts.map((part) => part.drain?.(graceMs).catch(failed(part, 'drain')));
  if (!(await settlesWithin(Promise.all(drains), graceMs + marginMs))) {
    logger.warn('shutdown: work still running after the grace; closing anyway', { graceMs });
  }
  for (const part of parts) await part.close().catch(failed(part, 'close'));
  logger.info('stopped', { shutdownMs: Date.now() - started });
}
