// Waiting for work with a bound: shutdown lets a scheduler tick and interactions in flight finish,
// but never waits forever for them.

/** Whether `work` settles within `ms` (it keeps running either way); Infinity waits as long as it takes. */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = work.then(
    () => true,
    () => true,
  );
  // setTimeout would fire at once for Infinity (delays past 2^31-1 ms become 1 ms).
  if (!Number.isFinite(ms)) return settled;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
