// A per-key async lock: commands on one conversation's game run their read-modify-write one at
// a time inside this process (the store's versions guard across processes).

export class KeyedMutex {
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs `fn` after every earlier holder of `key` has finished. */
  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.tails.set(key, tail);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** Keys with a holder or waiters (for tests). */
  get size(): number {
    return this.tails.size;
  }
}
