// Reading environment variables for the configuration: text, whole numbers in a range and
// switches, each bad value kept as a problem that names its variable and says what to write.

/** One bad variable and what to write instead. */
export interface ConfigProblem {
  readonly variable: string;
  readonly message: string;
}

/** The environment as read (process.env or a test's object). */
export type Env = Readonly<Record<string, string | undefined>>;

/** Reads variables from `env`, collecting every problem instead of stopping at the first. */
export class Reader {
  readonly problems: ConfigProblem[] = [];
  constructor(private readonly env: Env) {}

  text(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  integer(name: string, fallback: number, min: number, max: number, what: string): number {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < min || n > max) {
      this.problem(name, `'${raw}' is not ${what} (a whole number from ${min} to ${max}).`);
      return fallback;
    }
    return n;
  }

  flag(name: string, fallback: boolean): boolean {
    const raw = this.text(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    this.problem(name, `'${raw}' is not a switch: use 1 or 0 (or true/false).`);
    return fallback;
  }

  problem(variable: string, message: string): void {
    this.problems.push({ variable, message });
  }
}
