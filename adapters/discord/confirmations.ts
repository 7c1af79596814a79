// Confirmations before a spoiling action (reveal in a channel game). The press on the board's
// button is kept for a while so that, once the user confirms, the board message it came from can
// be edited in place through that interaction's webhook. Discord keeps an interaction token valid
// for 15 minutes; entries expire a little before that.

import { randomBytes } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/translate.ts';

/** How long a confirmation stays answerable. */
export const CONFIRMATION_TTL_MS = 14 * 60_000;
/** Most confirmations and questions remembered at once (oldest dropped first). */
export const MAX_PENDING_CONFIRMATIONS = 500;

/** The question asked when a button's own question was forgotten (e.g. after a restart). */
export function defaultQuestion(label: string, locale: Locale = DEFAULT_LOCALE): string {
  return t(locale, 'discord.are-you-sure', { label });
}

interface Pending<T> {
  readonly origin: T;
  readonly command: string;
  readonly expiresAt: number;
}

/** Pending confirmations and the questions that buttons ask, both bounded. */
export class Confirmations<T> {
  private readonly questions = new Map<string, string>();
  private readonly pending = new Map<string, Pending<T>>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = CONFIRMATION_TTL_MS,
    private readonly max = MAX_PENDING_CONFIRMATIONS,
  ) {}

  /** Remembers the question a confirm-button asks (buttons can't carry it in their id). */
  rememberQuestion(command: string, question: string): void {
    this.questions.delete(command);
    this.questions.set(command, question);
    trim(this.questions, this.max);
  }

  /** The question for a command's confirm-button, if still remembered. */
  questionFor(command: string): string | undefined {
    return this.questions.get(command);
  }

  /** Keeps the press that asked for a confirmation; returns the nonce for the answer buttons. */
  open(origin: T, command: string): string {
    const nonce = randomBytes(8).readBigUInt64BE().toString(36).slice(0, 12);
    this.pending.set(nonce, { origin, command, expiresAt: this.now() + this.ttlMs });
    this.sweep();
    trim(this.pending, this.max);
    return nonce;
  }

  /** Removes and returns the press for a nonce, undefined when unknown or expired. */
  take(nonce: string): { origin: T; command: string } | undefined {
    const entry = this.pending.get(nonce);
    this.pending.delete(nonce);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    return { origin: entry.origin, command: entry.command };
  }

  /** Number of confirmations waiting for an answer. */
  get size(): number {
    this.sweep();
    return this.pending.size;
  }

  private sweep(): void {
    const now = this.now();
    for (const [nonce, entry] of this.pending)
      if (entry.expiresAt <= now) this.pending.delete(nonce);
  }
}

function trim<K, V>(map: Map<K, V>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) break;
    map.delete(key);
  }
}
