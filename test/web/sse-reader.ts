// Reads a server-sent event stream from a fetch Response in tests: waits for the next event of a
// name that passes a check, with a deadline as a safety net (no test waits on the clock).

/** One event as it arrived. */
export interface SseEvent {
  readonly event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly data: any;
}

/** Waiting for one event gives up after this long. */
export const EVENT_DEADLINE_MS = 15_000;

/** The events of a stream, in order, waited for one at a time. */
export class SseReader {
  private readonly events: SseEvent[] = [];
  private readonly waiters: (() => void)[] = [];
  private ended = false;
  private read = 0;

  constructor(
    response: Response,
    private readonly abort?: AbortController,
  ) {
    void this.pump(response);
  }

  private async pump(response: Response): Promise<void> {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (data) this.events.push({ event, data: JSON.parse(data) });
          this.wake();
        }
      }
    } catch {
      // Aborted by close(): the stream simply ends.
    }
    this.ended = true;
    this.wake();
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** The next event named `event` (after those already returned) that passes `check`. */
  async next(event: string, check: (data: SseEvent['data']) => boolean = () => true) {
    const deadline = Date.now() + EVENT_DEADLINE_MS;
    for (;;) {
      while (this.read < this.events.length) {
        const e = this.events[this.read++]!;
        if (e.event === event && check(e.data)) return e.data as SseEvent['data'];
      }
      if (this.ended) throw new Error(`the stream ended before a "${event}" event`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${event}" event within ${EVENT_DEADLINE_MS} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every event received so far. */
  get all(): readonly SseEvent[] {
    return this.events;
  }

  close(): void {
    this.abort?.abort();
  }
}

/** Opens a stream at `url` with `headers`; resolves once the answer's head arrived. */
export async function openStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; reader: SseReader }> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  return { status: response.status, reader: new SseReader(response, abort) };
}
