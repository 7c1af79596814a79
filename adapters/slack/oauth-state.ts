// The install flow's `state`: Slack hands it back on the redirect, and it proves that the
// redirect comes from an install this app started (CSRF). It is signed with SLACK_STATE_SECRET
// (HMAC-SHA256), carries when it was made, and is good once: its nonce is claimed in the Store
// (`claimOnce`), so a replayed redirect is refused in every process, not only in this one.

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { InstallURLOptions, StateStore } from '@slack/bolt';
import type { Store } from '../../src/store/port.ts';

/** How long an install may take from /slack/install to the redirect (Bolt's default too). */
export const STATE_TTL_MS = 10 * 60_000;

/** Why a state was refused; `code` is the one @slack/oauth gives its own state errors. */
export class InstallStateError extends Error {
  readonly code = 'slack_oauth_invalid_state';
  constructor(readonly reason: 'bad' | 'expired' | 'replayed') {
    super(`the install link's state is ${reason === 'bad' ? 'not one of ours' : reason}`);
    this.name = 'InstallStateError';
  }
}

interface StatePayload {
  /** The install options Bolt passed (scopes, redirect URI, metadata). */
  readonly o: InstallURLOptions;
  /** Issued at, ms since the epoch. */
  readonly t: number;
  /** Random: the one-time key. */
  readonly n: string;
}

const encode = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** A StateStore whose states are signed, expire, and are claimed once across processes. */
export class ClaimedStateStore implements StateStore {
  constructor(
    private readonly secret: string,
    private readonly store: Pick<Store, 'claimOnce'>,
    private readonly now: () => number = Date.now,
    private readonly ttlMs = STATE_TTL_MS,
  ) {}

  async generateStateParam(installOptions: InstallURLOptions): Promise<string> {
    const payload: StatePayload = { o: installOptions, t: this.now(), n: encode(randomBytes(16)) };
    const body = encode(JSON.stringify(payload));
    return `${body}.${this.sign(body)}`;
  }

  async verifyStateParam(_now: Date, state: string): Promise<InstallURLOptions> {
    const payload = this.read(state);
    const now = this.now();
    if (!payload) throw new InstallStateError('bad');
    if (now - payload.t > this.ttlMs || payload.t - now > this.ttlMs) {
      throw new InstallStateError('expired');
    }
    if (!(await this.store.claimOnce(`oauth-state:${payload.n}`, payload.t + this.ttlMs, now))) {
      throw new InstallStateError('replayed');
    }
    return payload.o;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }

  /** The payload of a state signed with our secret; undefined for anything else. */
  private read(state: string): StatePayload | undefined {
    const parts = state.split('.');
    if (parts.length !== 2) return undefined;
    const [body, signature] = parts as [string, string];
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as StatePayload;
      if (typeof payload.t !== 'number' || typeof payload.n !== 'string') return undefined;
      return payload;
    } catch {
      return undefined;
    }
  }
}
