// A local stand-in for Discord's gateway (v10, JSON, no compression): HELLO, heartbeat ACKs,
// READY after IDENTIFY (for the shard the client named), then whatever dispatches a test sends,
// to every connection or to one shard's. It lets startDiscord log in for real, so interactions
// arrive the way they do in production.
// `ws` is the WebSocket library discord.js itself uses (a dependency of the pinned discord.js).

import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { FAKE_BOT_USER } from './fake-discord.ts';

interface GatewayPayload {
  op: number;
  d?: unknown;
  s?: number | null;
  t?: string | null;
}

export class FakeGateway {
  /** IDENTIFY payloads received (`d` of op 2); `shard` is [id, count] when the client shards. */
  readonly identifies: { token: string; intents: number; shard?: [number, number] }[] = [];
  private readonly sockets = new Set<WebSocket>();
  /** The shard each identified connection serves. */
  private readonly shardOf = new Map<WebSocket, number>();
  private sequence = 0;
  private readyWaiters: { count: number; resolve: () => void }[] = [];

  private constructor(
    private readonly server: WebSocketServer,
    readonly url: string,
    private readonly applicationId: string,
  ) {
    server.on('connection', (socket) => this.accept(socket));
  }

  /** Starts a gateway on a free local port. */
  static async start(applicationId: string): Promise<FakeGateway> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    return new FakeGateway(server, `ws://127.0.0.1:${port}`, applicationId);
  }

  /** Resolves once `count` connections (shards) have identified and been sent READY. */
  identified(count = 1): Promise<void> {
    if (this.identifies.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push({ count, resolve }));
  }

  /** Sends a dispatch (op 0) such as INTERACTION_CREATE to every connection, or one shard's. */
  dispatch(event: string, data: unknown, shardId?: number): void {
    const payload = { op: 0, t: event, s: ++this.sequence, d: data };
    for (const socket of this.sockets) {
      if (shardId === undefined || this.shardOf.get(socket) === shardId) this.send(socket, payload);
    }
  }

  /** Number of open client connections. */
  get connections(): number {
    return this.sockets.size;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: WebSocket): void {
    this.sockets.add(socket);
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.shardOf.delete(socket);
    });
    socket.on('message', (raw) => this.receive(socket, JSON.parse(String(raw)) as GatewayPayload));
    this.send(socket, { op: 10, d: { heartbeat_interval: 41_250 }, s: null, t: null });
  }

  private receive(socket: WebSocket, payload: GatewayPayload): void {
    if (payload.op === 1) {
      this.send(socket, { op: 11 });
    } else if (payload.op === 2) {
      const identify = payload.d as FakeGateway['identifies'][number];
      this.identifies.push(identify);
      const shard = identify.shard ?? [0, 1];
      this.shardOf.set(socket, shard[0]);
      this.send(socket, {
        op: 0,
        t: 'READY',
        s: ++this.sequence,
        d: {
          v: 10,
          user: { ...FAKE_BOT_USER, verified: true, mfa_enabled: false, flags: 0 },
          guilds: [],
          session_id: `fake-session-${this.identifies.length}`,
          resume_gateway_url: this.url,
          shard,
          application: { id: this.applicationId, flags: 0 },
        },
      });
      const done = this.readyWaiters.filter((w) => this.identifies.length >= w.count);
      this.readyWaiters = this.readyWaiters.filter((w) => !done.includes(w));
      for (const waiter of done) waiter.resolve();
    }
  }

  private send(socket: WebSocket, payload: GatewayPayload): void {
    socket.send(JSON.stringify(payload));
  }
}
