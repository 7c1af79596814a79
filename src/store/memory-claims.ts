// One-time claims of the in-memory Store: a key held until it expires, with an optional note;
// expired ones swept now and then.

import { ClaimSweepTimer } from './port.ts';

/** The claims part of the in-memory Store. */
export class MemoryClaims {
  /** One-time claims: key -> expiry (ms). */
  private readonly claims = new Map<string, number>();
  /** Notes attached to claims (noteClaim): key -> note. */
  private readonly claimNotes = new Map<string, string>();
  private readonly sweep = new ClaimSweepTimer();

  /** One-time claims kept, live or expired (for tests of the purge). */
  get rows(): number {
    return this.claims.size;
  }

  claimOnce(key: string, expiresAt: number, now: number): boolean {
    if (this.sweep.due(now)) {
      for (const [k, expiry] of this.claims) {
        if (expiry > now) continue;
        this.claims.delete(k);
        this.claimNotes.delete(k);
      }
    }
    const held = this.claims.get(key);
    if (held !== undefined && held > now) return false;
    this.claims.set(key, expiresAt);
    this.claimNotes.delete(key);
    return true;
  }

  noteClaim(key: string, note: string, now: number): void {
    const held = this.claims.get(key);
    if (held !== undefined && held > now) this.claimNotes.set(key, note);
  }

  claimNote(key: string, now: number): string | undefined {
    const held = this.claims.get(key);
    return held !== undefined && held > now ? this.claimNotes.get(key) : undefined;
  }
}
