// Where the bot's PostgreSQL sessions spend their time while a benchmark load runs: pg_stat_activity
// sampled every few milliseconds over a connection of its own, each bot backend counted by what it
// was doing (running on a CPU, waiting for a lock, for the WAL to reach the disk, for the bot to
// send the next statement). Shares of samples, not timings: a busy machine skews both the same.

import pg from 'pg';

/** How often pg_stat_activity is read. */
const SAMPLE_EVERY_MS = 20;

/** What a sampler saw: samples per state ('cpu', 'Lock:transactionid', 'IO:WALSync', 'idle', ...). */
export interface Waits {
  readonly samples: number;
  /** Statements the sampler itself ran (each one transaction, to leave out of the server's). */
  readonly queries: number;
  readonly states: ReadonlyMap<string, number>;
}

/** What one backend was doing, as a short label. */
function stateOf(row: { state: string | null; type: string | null; event: string | null }): string {
  if (row.state === 'idle') return 'idle (waiting for the bot)';
  if (row.state === 'idle in transaction') return 'idle in transaction';
  if (!row.type) return 'running (cpu)';
  return `${row.type}:${row.event}`;
}

/** Starts sampling the bot's backends on `url`'s database; `stop()` ends it and says what it saw. */
export async function sampleWaits(url: string): Promise<{ stop(): Promise<Waits> }> {
  const client = new pg.Client({ connectionString: url, application_name: 'bench-sampler' });
  await client.connect();
  const states = new Map<string, number>();
  let samples = 0;
  let queries = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{
        state: string | null;
        type: string | null;
        event: string | null;
      }>(
        `SELECT state, wait_event_type AS type, wait_event AS event FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = 'sudoku-bot'`,
      );
      queries++;
      samples += rows.length;
      for (const row of rows) states.set(stateOf(row), (states.get(stateOf(row)) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop.catch(() => undefined);
      await client.end();
      return { samples, queries, states };
    },
  };
}

/** Shares of the samples as "state 41%, ..." (the largest first, those under 1% left out). */
export function describeWaits(waits: readonly Waits[]): string {
  const total = new Map<string, number>();
  let samples = 0;
  for (const w of waits) {
    samples += w.samples;
    for (const [state, n] of w.states) total.set(state, (total.get(state) ?? 0) + n);
  }
  if (samples === 0) return '-';
  return [...total]
    .sort((a, b) => b[1] - a[1])
    .filter(([, n]) => n / samples >= 0.01)
    .map(([state, n]) => `${state} ${Math.round((n * 100) / samples)}%`)
    .join(', ');
}
