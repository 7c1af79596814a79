// Waiting for work with a bound: shutdown lets a scheduler tick and interactions in flight finish,
// but never waits forever for them; the Discord adapter answers early work without deferring.

/** The value of `work` if it settles within `ms`, else undefined (the work keeps running). */
export async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether `work` settles within `ms` (it keeps running either way); Infinity waits as long as it takes. */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = work.then(
    () => true,
    () => true,
  );
  // setTimeout would fire at once for Infinity (delays past 2^31-1 ms become 1 ms).
  if (!Number.isFinite(ms)) return settled;
  return (await within(settled, ms)) ?? false;
}
