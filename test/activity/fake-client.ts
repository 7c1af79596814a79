// A fake Discord client for the Activity's browser tests: a page (on an origin of its own) that
// frames the Activity with the query parameters Discord adds, and speaks the Embedded App SDK's
// postMessage protocol from the parent's side: it answers HANDSHAKE with READY, AUTHORIZE with a
// one-time OAuth code of its user (from the fake API), AUTHENTICATE after checking the token,
// the instance's participants, and SUBSCRIBE; `fakeDiscord.participantsChanged()` in the page
// dispatches a participants update. Every message it received is kept in `window.rpcLog`.

import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeDiscordOAuth } from './fake-oauth.ts';

export interface FakeClientSeat {
  readonly userId: string;
  readonly instanceId: string;
  readonly platform?: 'desktop' | 'mobile';
}

function hostPage(
  activityUrl: string,
  clientId: string,
  seat: FakeClientSeat,
  oauth: FakeDiscordOAuth,
): string {
  const instance = oauth.instances.get(seat.instanceId);
  const frameId = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    frame_id: frameId,
    instance_id: seat.instanceId,
    platform: seat.platform ?? 'desktop',
    ...(instance?.location.guild_id && { guild_id: instance.location.guild_id }),
    ...(instance && { channel_id: instance.location.channel_id }),
  });
  const config = JSON.stringify({
    clientId,
    frameId,
    userId: seat.userId,
    instanceId: seat.instanceId,
  });
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Fake Discord</title>
<style>html,body{margin:0;height:100%;background:#313338}iframe{border:0;width:100%;height:100%;display:block}</style>
</head><body>
<iframe src="${activityUrl}/?${query}" allow="autoplay"></iframe>
<script>
const CONFIG = ${config};
const frame = document.querySelector('iframe');
const origin = new URL(frame.src).origin;
const subscribed = new Set();
window.rpcLog = [];
const send = (payload) => frame.contentWindow.postMessage([1, payload], origin);
const reply = (request, data) => send({ cmd: request.cmd, evt: null, nonce: request.nonce, data });
const refuse = (request, code, message) => send({ cmd: request.cmd, evt: 'ERROR', nonce: request.nonce, data: { code, message } });
const json = (path) => fetch(path).then((r) => r.json());
async function participants() {
  return (await json('/participants?instance=' + CONFIG.instanceId)).participants;
}
window.fakeDiscord = {
  async participantsChanged() {
    if (!subscribed.has('ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE')) return false;
    send({ cmd: 'DISPATCH', evt: 'ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE', nonce: null, data: { participants: await participants() } });
    return true;
  },
};
window.addEventListener('message', async (event) => {
  if (event.source !== frame.contentWindow || event.origin !== origin || !Array.isArray(event.data)) return;
  const [opcode, payload] = event.data;
  window.rpcLog.push({ opcode, cmd: payload && payload.cmd, evt: payload && payload.evt });
  if (opcode === 0) {
    if (payload.v !== 1 || payload.client_id !== CONFIG.clientId || payload.frame_id !== CONFIG.frameId) {
      frame.contentWindow.postMessage([2, { code: 4000, message: 'Invalid client id or frame id' }], origin);
      return;
    }
    send({ cmd: 'DISPATCH', evt: 'READY', nonce: null, data: { v: 1, config: { cdn_host: 'cdn.discordapp.com', api_endpoint: '//discord.com/api', environment: 'production' } } });
    return;
  }
  if (opcode !== 1 || !payload) return;
  const args = payload.args || {};
  if (payload.cmd === 'AUTHORIZE') {
    if (args.client_id !== CONFIG.clientId || args.response_type !== 'code') return refuse(payload, 4000, 'Invalid authorize');
    reply(payload, await json('/authorize?user=' + CONFIG.userId));
  } else if (payload.cmd === 'AUTHENTICATE') {
    const checked = await fetch('/authenticate?token=' + encodeURIComponent(args.access_token || ''));
    if (!checked.ok) return refuse(payload, 4006, 'Invalid access token');
    const user = await checked.json();
    reply(payload, { access_token: args.access_token, user, scopes: ['identify'], expires: new Date(Date.now() + 6048e5).toISOString(), application: { id: CONFIG.clientId, name: 'Sudoku', description: '' } });
  } else if (payload.cmd === 'GET_ACTIVITY_INSTANCE_CONNECTED_PARTICIPANTS') {
    reply(payload, { participants: await participants() });
  } else if (payload.cmd === 'SUBSCRIBE') {
    subscribed.add(payload.evt);
    reply(payload, { evt: payload.evt });
  } else {
    refuse(payload, 4002, 'Unknown command ' + payload.cmd);
  }
});
</script></body></html>`;
}

/** The fake client's server: its host page, codes, token checks and participants. */
export class FakeDiscordClient {
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(
    oauth: FakeDiscordOAuth,
    activityUrl: () => string,
    clientId: string,
  ): Promise<FakeDiscordClient> {
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake-client.invalid');
      const send = (status: number, type: string, body: string) => {
        res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
        res.end(body);
      };
      const q = (name: string) => url.searchParams.get(name) ?? '';
      if (url.pathname === '/host') {
        const seat = {
          userId: q('user'),
          instanceId: q('instance'),
          platform: q('platform') === 'mobile' ? ('mobile' as const) : ('desktop' as const),
        };
        send(200, 'text/html; charset=utf-8', hostPage(activityUrl(), clientId, seat, oauth));
      } else if (url.pathname === '/authorize') {
        send(200, 'application/json', JSON.stringify({ code: oauth.issueCode(q('user')) }));
      } else if (url.pathname === '/authenticate') {
        const user = oauth.userOf(q('token'));
        if (user)
          send(
            200,
            'application/json',
            JSON.stringify({ discriminator: '0', public_flags: 0, avatar: null, ...user }),
          );
        else send(401, 'application/json', '{}');
      } else if (url.pathname === '/participants') {
        const ids = oauth.instances.get(q('instance'))?.users ?? [];
        const participants = ids.map((id) => ({
          discriminator: '0',
          flags: 0,
          bot: false,
          avatar: null,
          ...oauth.users.get(id),
          id,
        }));
        send(200, 'application/json', JSON.stringify({ participants }));
      } else send(404, 'text/plain', 'not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new FakeDiscordClient(server, `http://127.0.0.1:${port}`);
  }

  /** The host page URL for a user in an instance. */
  hostUrl(seat: FakeClientSeat): string {
    const query = new URLSearchParams({
      user: seat.userId,
      instance: seat.instanceId,
      platform: seat.platform ?? 'desktop',
    });
    return `${this.origin}/host?${query}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
