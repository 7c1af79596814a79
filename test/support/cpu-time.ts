// "Quickly" in tests means little work, not little wall time: the process's CPU time (every
// thread) spent by a piece of work, which a busy machine's other processes do not add to.

/** CPU time (user + system, every thread of this process) `work` took, in ms. */
export async function cpuMsOf(work: () => unknown): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}
