// Counters an operator can scrape: GET /metrics on the health port answers them in Prometheus'
// text format. Few and named for what went wrong or right (daily posts given up, taken over,
// copies deleted), so an alert can watch one number instead of grepping logs.

/** Label values of one series (kept few: a post's key goes to the log, not into a label). */
export type Labels = Readonly<Record<string, string>>;

interface Counter {
  readonly help: string;
  readonly series: Map<string, number>;
}

/** A set of named counters with labels. */
export class Metrics {
  private readonly counters = new Map<string, Counter>();

  /** Adds `by` (default 1) to the series of `name` with `labels`; `help` says what it counts. */
  count(name: string, help: string, labels: Labels = {}, by = 1): void {
    let counter = this.counters.get(name);
    if (!counter) {
      counter = { help, series: new Map() };
      this.counters.set(name, counter);
    }
    const key = seriesKey(labels);
    counter.series.set(key, (counter.series.get(key) ?? 0) + by);
  }

  /** The value of one series (0 when never counted). */
  value(name: string, labels: Labels = {}): number {
    return this.counters.get(name)?.series.get(seriesKey(labels)) ?? 0;
  }

  /** Every counter in Prometheus' text exposition format. */
  render(): string {
    const lines: string[] = [];
    for (const [name, counter] of [...this.counters].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`# HELP ${name} ${counter.help}`, `# TYPE ${name} counter`);
      for (const [key, value] of counter.series) lines.push(`${name}${key} ${value}`);
    }
    return lines.length ? lines.join('\n') + '\n' : '';
  }
}

function seriesKey(labels: Labels): string {
  const parts = Object.keys(labels)
    .sort()
    .map((k) => `${k}="${escapeLabel(labels[k]!)}"`);
  return parts.length ? `{${parts.join(',')}}` : '';
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}
