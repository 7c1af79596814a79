// The slow-connection rows of the hostile benchmark: 1,000 slow connections on loopback against
// one endpoint, each in a process of its own so that the endpoint's memory is measured alone and
// the attack's work does not delay the measuring: the endpoint (slack-hostile-server.ts), the
// slow clients (slack-slow-attacker.ts: half trickling headers, half a signature-looking header
// and a body 1 KB short of 1 MB, then trickling; closed ones connect again), and this process,
// which sends a signed `/sudoku` command every 100 ms on a connection of its own meanwhile: how
// long until its ack, and the endpoint's resident set above its idle mark. Every socket is
// closed and every process ended at the end.

import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { slash } from '../test/slack/signing.ts';
import { postFresh } from '../test/slack/slow-clients.ts';
import type { EndpointKind } from './slack-hostile-server.ts';
import { percentile } from './lib.ts';

/** Slow connections held open (SLOW_N). */
export const SLOW_N = Number(process.env.SLOW_N ?? 1000);
/** How long the attack and the signed requests last, per endpoint (SLOW_WINDOW_MS). */
const WINDOW_MS = Number(process.env.SLOW_WINDOW_MS ?? 15_000);
const VALID_EVERY_MS = 100;
/** A signed request not answered within this long counts as not acked. */
const ANSWER_TIMEOUT_MS = 15_000;

interface Reply {
  readonly url?: string;
  readonly opened?: number;
  readonly closedByServer?: number;
  readonly idle?: number;
  readonly peak?: number;
  readonly peakHeap?: number;
  readonly peakExternal?: number;
  readonly cpuMs?: number;
  readonly loopDelayP99Ms?: number;
  readonly loopDelayMaxMs?: number;
  readonly spacesAboveIdle?: Partial<Record<string, number>>;
  readonly gcs?: {
    minor: number;
    major: number;
    minorMaxMs: number;
    majorMaxMs: number;
    majorMs: number;
  };
  readonly stats?: {
    connections: { evicted: number };
    bodiesCut: number;
    peakBodyBytesInFlight: number;
    reclaims?: number;
  };
}

/** Node flags for the endpoint's process only (SLOW_ENDPOINT_FLAGS, e.g. V8 heap sizes to try). */
const ENDPOINT_FLAGS = process.env.SLOW_ENDPOINT_FLAGS?.split(' ').filter(Boolean) ?? [];

function forkTs(file: string, args: string[], flags: string[] = []): ChildProcess {
  return fork(new URL(file, import.meta.url).pathname, args, {
    execArgv: ['--import', 'tsx', '--expose-gc', ...flags],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

function ask(child: ChildProcess, message?: string): Promise<Reply> {
  const reply = once(child, 'message') as Promise<[Reply]>;
  if (message) child.send(message);
  return reply.then(([r]) => r);
}

/**
 * Connects the kernel dropped because a listen queue was full, so far (Linux; this network
 * namespace, so other processes' servers count too), or undefined elsewhere.
 */
function listenOverflows(): number | undefined {
  try {
    const rows = readFileSync('/proc/net/netstat', 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('TcpExt:'))
      .map((l) => l.split(' '));
    if (rows.length < 2) return undefined;
    const at = rows[0]!.indexOf('ListenOverflows');
    return at > 0 ? Number(rows[1]![at]) : undefined;
  } catch {
    return undefined;
  }
}

const MB = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Runs the attack against one endpoint kind; returns its table row. */
export async function slowAttackRow(
  kind: EndpointKind,
  label: string,
  /** For `guarded`: the folder of another tree whose adapter to start (old-tree.ts). */
  tree?: string,
): Promise<Record<string, string | number>> {
  const child = forkTs('./slack-hostile-server.ts', tree ? [kind, tree] : [kind], ENDPOINT_FLAGS);
  const exits = [once(child, 'exit')];
  const { url } = await ask(child);
  // Warm up both the endpoint and the client, then take the idle mark.
  for (let i = 0; i < 20; i++) await postFresh(url!, slash('board'));
  const { idle } = await ask(child, 'idle');

  const overflowsBefore = listenOverflows();
  const attacker = forkTs('./slack-slow-attacker.ts', [url!, String(SLOW_N)]);
  exits.push(once(attacker, 'exit'));
  await ask(attacker);
  const acks: number[] = [];
  let failed = 0;
  const sent: Promise<void>[] = [];
  const started = performance.now();
  while (performance.now() - started < WINDOW_MS) {
    sent.push(
      postFresh(url!, slash('board'), ANSWER_TIMEOUT_MS).then(
        (r) => void (r.status === 200 ? acks.push(r.ms) : failed++),
        () => void failed++,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, VALID_EVERY_MS));
  }
  const report = await ask(child, 'report');
  const { peak, peakHeap, peakExternal, cpuMs, loopDelayP99Ms, loopDelayMaxMs, stats } = report;
  const spaces = report.spacesAboveIdle ?? {};
  const gcs = report.gcs;
  const overflows = listenOverflows();
  const { opened, closedByServer } = await ask(attacker, 'stop');
  await Promise.all(sent);
  child.send('stop');
  await Promise.all(exits);

  return {
    endpoint: label,
    'slow conns opened': opened!,
    'closed by server': closedByServer!,
    'signed sent': sent.length,
    acked: acks.length,
    'not acked': failed,
    'ack p50 ms': acks.length ? percentile(acks, 0.5) : '',
    'ack p99 ms': acks.length ? percentile(acks, 0.99) : '',
    'ack max ms': acks.length ? Math.max(...acks) : '',
    'idle rss MB': MB(idle!),
    'rss above idle MB (peak)': MB(peak! - idle!),
    'above idle: JS heap / external MB (peak)': `${MB(peakHeap!)} / ${MB(peakExternal!)}`,
    'at the peak, above idle: new / old / large-object space MB': `${MB(spaces.new_space ?? 0)} / ${MB(spaces.old_space ?? 0)} / ${MB(spaces.large_object_space ?? 0)}`,
    'GCs: scavenges / full (longest full ms)': gcs
      ? `${gcs.minor} / ${gcs.major} (${Math.round(gcs.majorMaxMs)})`
      : '',
    'endpoint CPU s': Math.round(cpuMs! / 100) / 10,
    'endpoint loop delay p99 / max ms': `${Math.round(loopDelayP99Ms!)} / ${Math.round(loopDelayMaxMs!)}`,
    'connects dropped (listen queue full)':
      overflows === undefined || overflowsBefore === undefined ? '' : overflows - overflowsBefore,
    'evicted / bodies cut': stats
      ? `${stats.connections.evicted} / ${stats.bodiesCut} (peak ${MB(stats.peakBodyBytesInFlight)} MB held)`
      : '',
    'reclaims asked': stats?.reclaims ?? '',
  };
}
