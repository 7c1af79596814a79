// A throwaway PostgreSQL server for tests and benchmarks: Debian's `postgresql` binaries (on PATH
// or in /usr/lib/postgresql/N/bin), a fresh data directory in the temp folder, loopback only on a
// free port, no Unix socket. initdb refuses to run as root, so as root the server runs as the
// `postgres` user (the package creates it) over a directory it owns. Stopped and removed after;
// also killed if the test process exits without cleaning up.

import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../support/free-port.ts';

const run = promisify(execFile);

/** Where the server binaries are, or why there is no server to start. */
export type PostgresBinaries = { ok: true; bin: string } | { ok: false; reason: string };

function hasServerTools(dir: string): boolean {
  return ['pg_ctl', 'initdb', 'postgres'].every((tool) => existsSync(join(dir, tool)));
}

/** Finds pg_ctl, initdb and postgres: on PATH first, then Debian's versioned folders. */
export function findPostgres(): PostgresBinaries {
  const onPath = (process.env.PATH ?? '').split(delimiter).find((d) => d && hasServerTools(d));
  let bin = onPath;
  if (!bin && existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    bin = versions.map((v) => `/usr/lib/postgresql/${v}/bin`).find(hasServerTools);
  }
  if (!bin) {
    return {
      ok: false,
      reason:
        "no PostgreSQL server binaries (pg_ctl, initdb, postgres) on PATH or in /usr/lib/postgresql/*/bin: install Debian's postgresql package (.ci/run does)",
    };
  }
  if (userInfo().uid === 0 && !postgresUser()) {
    return { ok: false, reason: "running as root with no 'postgres' user to run the server as" };
  }
  return { ok: true, bin };
}

/** The `postgres` account's ids (the Debian package creates it). */
function postgresUser(): { uid: number; gid: number } | undefined {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export interface PostgresServerOptions {
  /** fsync WAL and data (default false: tests need no power-loss safety, and it is faster). */
  readonly fsync?: boolean;
}

/** A running throwaway server. */
export class PostgresServer {
  private schemas = 0;
  private admin: pg.Client | undefined;

  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
    private readonly settings: readonly string[],
  ) {}

  /** Creates the data directory and starts the server. */
  static async start(bin: string, options: PostgresServerOptions = {}): Promise<PostgresServer> {
    const dir = mkdtempSync(join(tmpdir(), 'sudoku-pg-'));
    if (userInfo().uid === 0) {
      const { uid, gid } = postgresUser()!;
      chownSync(dir, uid, gid);
    }
    const settings = [
      '-c listen_addresses=127.0.0.1',
      "-c unix_socket_directories=''",
      `-c fsync=${options.fsync ? 'on' : 'off'}`,
      '-c shared_buffers=64MB',
      '-c max_connections=120',
    ];
    const server = new PostgresServer(bin, dir, await freePort(), settings);
    try {
      await server.tool('initdb', [
        '-D',
        server.dataDir,
        '-A',
        'trust',
        '-U',
        'postgres',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
      ]);
      await server.startServer();
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    return server;
  }

  private get dataDir(): string {
    return join(this.dir, 'data');
  }

  private async tool(name: string, args: readonly string[]): Promise<void> {
    const path = join(this.bin, name);
    const [command, argv] =
      userInfo().uid === 0
        ? ['runuser', ['-u', 'postgres', '--', path, ...args]]
        : [path, [...args]];
    await run(command, argv, { cwd: this.dir, timeout: 60_000 });
  }

  /** Starts the (stopped) server and waits until it accepts connections. */
  async startServer(): Promise<void> {
    await this.tool('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      join(this.dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${this.port} ${this.settings.join(' ')}`,
      'start',
    ]);
    process.once('exit', this.killOnExit);
  }

  /** Stops the server: `fast` ends sessions cleanly, `immediate` is like a crash. */
  async stopServer(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await this.admin?.end().catch(() => undefined);
    this.admin = undefined;
    await this.tool('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', 'stop']);
    process.off('exit', this.killOnExit);
  }

  private postmasterPid(): number {
    return Number(readFileSync(join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  }

  /** The postmaster dies with the test process, even when cleanup never runs. */
  private readonly killOnExit = () => {
    try {
      const pid = this.postmasterPid();
      if (pid > 0) process.kill(pid, 'SIGQUIT');
    } catch {
      // Already gone.
    }
  };

  /** CPU milliseconds (user + system) used so far by the server's running processes (Linux). */
  cpuMs(): number {
    const postmaster = this.postmasterPid();
    const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        // Fields after the parenthesised command: state, ppid, ... utime (14th), stime (15th).
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const pid = Number(entry);
        if (pid === postmaster || Number(fields[1]) === postmaster) {
          ticks += Number(fields[11]) + Number(fields[12]);
        }
      } catch {
        // The process ended while we looked.
      }
    }
    return ticks / ticksPerMs;
  }

  /** The URL of `database` on this server. */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /**
   * A URL to an empty place for a store: a new schema, named in the URL's search_path, so the
   * store's tables go there. Far cheaper than a database per store (60-90 ms against 220-320 ms
   * here, most of it the store's own migrations).
   */
  async freshUrl(prefix = 'sudoku'): Promise<string> {
    if (!this.admin) {
      this.admin = new pg.Client({ connectionString: this.url() });
      this.admin.on('error', () => undefined);
      await this.admin.connect();
    }
    const schema = `${prefix}_${process.pid}_${++this.schemas}`;
    await this.admin.query(`CREATE SCHEMA ${schema}`);
    return `${this.url()}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  }

  /** Stops the server and removes its data directory. */
  async destroy(): Promise<void> {
    await this.stopServer('immediate').catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Starts a server when the binaries are there; otherwise says why not. */
export async function startPostgresIfAvailable(
  options: PostgresServerOptions = {},
): Promise<{ ok: true; server: PostgresServer } | { ok: false; reason: string }> {
  const found = findPostgres();
  if (!found.ok) return found;
  return { ok: true, server: await PostgresServer.start(found.bin, options) };
}
