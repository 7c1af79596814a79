// Reading bodies with a size cap: downloaded files (the adapters that fetch user uploads) and
// request bodies arriving at a server, where one budget bounds the bytes held by all of them.

import type { IncomingMessage } from 'node:http';
import { dropArrivedBody } from './unread-body.ts';

/**
 * Reads a response body, refusing more than `maxBytes`: at once when the declared length is
 * too large, and while streaming when the body turns out longer than declared.
 */
export async function readLimitedBody(
  response: Response,
  maxBytes: number,
  what = 'the file',
): Promise<Buffer> {
  if (!response.body) throw new Error(`${what} has no content`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body.cancel();
    throw new Error(`${what} is ${declared} bytes; at most ${maxBytes} are read`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new Error(`${what} is over ${maxBytes} bytes`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/** One body being read under a BodyBudget: the bytes it holds, and how it is told to stop. */
export interface BodyHold {
  /** Bytes of this body held so far. */
  readonly bytes: number;
  /** Counts `n` more bytes; false when there is no room (this body should be dropped). */
  take(n: number): boolean;
  /** Gives the bytes back (the body was handed on, refused, or its request ended). */
  release(): void;
}

/**
 * The body bytes held by all requests still being read, kept under one limit so that memory is
 * bounded however many clients stall halfway through a body. A chunk that would overflow it
 * makes room by cutting the body that holds the most (which may be its own): a stalled large
 * body goes before a small one that is arriving. Only a body of at most `cutForAtMost` bytes
 * makes room that way; a larger one is refused when there is none, so that a flood of large
 * bodies does not keep cutting (and throwing away) what was read for the ones before it.
 * Bodies larger than that also share at most `largeLimitBytes` of the limit, so the rest is
 * always there for small ones: a small body arriving then needs to cut nothing, and no stalled
 * large body is thrown away (and another read in its place) for each small one that comes.
 */
export class BodyBudget {
  private inFlight = 0;
  /** Bytes held by bodies over `cutForAtMost`. */
  private largeInFlight = 0;
  private peak = 0;
  private cutCount = 0;
  private readonly holds = new Map<BodyHold, { bytes: number; cut: () => void }>();

  constructor(
    readonly limitBytes: number,
    readonly cutForAtMost = Number.POSITIVE_INFINITY,
    readonly largeLimitBytes = limitBytes,
  ) {}

  /** Bytes held right now, the most held at once so far, and how many bodies were cut (or refused). */
  stats(): { bytesInFlight: number; peakBytes: number; cut: number } {
    return { bytesInFlight: this.inFlight, peakBytes: this.peak, cut: this.cutCount };
  }

  /** Starts counting one body; `cut` is called (once) when another body takes its room. */
  hold(cut: () => void): BodyHold {
    const state = { bytes: 0, cut };
    const hold: BodyHold = {
      get bytes() {
        return state.bytes;
      },
      take: (n) => this.take(hold, n),
      release: () => this.release(hold),
    };
    this.holds.set(hold, state);
    return hold;
  }

  private take(hold: BodyHold, n: number): boolean {
    const own = this.holds.get(hold);
    if (!own) return false;
    const wasLarge = own.bytes > this.cutForAtMost;
    const large = own.bytes + n > this.cutForAtMost;
    // A large body never takes the room kept for small ones, and never cuts another for it.
    const largeAdded = large ? (wasLarge ? n : own.bytes + n) : 0;
    if (this.largeInFlight + largeAdded > this.largeLimitBytes) {
      this.cutCount++;
      return false;
    }
    while (this.inFlight + n > this.limitBytes) {
      if (own.bytes + n > this.cutForAtMost) {
        this.cutCount++;
        return false;
      }
      let largest = hold;
      let size = own.bytes + n;
      for (const [other, state] of this.holds) {
        if (state.bytes > size) [largest, size] = [other, state.bytes];
      }
      this.cutCount++;
      if (largest === hold) return false;
      const victim = this.holds.get(largest)!;
      this.release(largest);
      victim.cut();
    }
    own.bytes += n;
    this.inFlight += n;
    this.largeInFlight += largeAdded;
    this.peak = Math.max(this.peak, this.inFlight);
    return true;
  }

  private release(hold: BodyHold): void {
    const state = this.holds.get(hold);
    if (!state) return;
    this.inFlight -= state.bytes;
    if (state.bytes > this.cutForAtMost) this.largeInFlight -= state.bytes;
    this.holds.delete(hold);
  }
}

/** A request body read under a cap and a budget, or why it was not. */
export type RequestBody =
  | { readonly body: Buffer }
  | {
      /** `too-large`: over the cap; `no-room`: the budget had no room for it; `aborted`: the client left. */
      readonly refused: 'too-large' | 'no-room' | 'aborted';
    };

/**
 * Reads a request body of at most `maxBytes` under `budget`. A declared length is taken from the
 * budget before anything is read, so a body with no room is refused without reading a byte;
 * bytes beyond it (a chunked body) are taken as they come. Stops reading (and drops what it
 * kept) at the first refusal; the caller answers.
 */
export function readRequestBody(
  req: IncomingMessage,
  maxBytes: number,
  budget: BodyBudget,
): Promise<RequestBody> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (outcome: RequestBody) => {
      if (settled) return;
      settled = true;
      hold.release();
      req.off('data', onData);
      chunks.length = 0;
      // Refused: nothing more read, and what came with the headers not even copied.
      if ('refused' in outcome) dropArrivedBody(req);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return settle({ refused: 'too-large' });
      if (size > hold.bytes && !hold.take(size - hold.bytes)) return settle({ refused: 'no-room' });
      chunks.push(chunk);
    };
    const hold = budget.hold(() => settle({ refused: 'no-room' }));
    const declared = Number(req.headers['content-length']);
    if (declared > 0 && declared <= maxBytes && !hold.take(declared)) {
      return settle({ refused: 'no-room' });
    }
    req.on('data', onData);
    req.once('end', () => settle({ body: Buffer.concat(chunks, size) }));
    req.once('error', () => settle({ refused: 'aborted' }));
    req.once('close', () => settle({ refused: 'aborted' }));
  });
}
