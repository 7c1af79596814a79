// The slow clients of the hostile benchmark, in a process of their own (slack-slow-attack.ts
// forks it) so that their work does not delay the signed requests measured beside them. Holds
// `n` slow connections to `url`: even slots send headers a byte at a time, odd ones whole headers
// with a signature-looking header, a body 1 KB short of its declared 1 MB, then a byte at a
// time (every 250 ms). A slot the server closes connects again a second later. On `stop` it
// closes every socket and replies with how many it opened and how many the server closed.

import { slowBody, slowHeaders, type SlowClient } from '../test/slack/slow-clients.ts';

const url = process.argv[2]!;
const n = Number(process.argv[3]);
/** Body bytes a body trickler sends at once: 1 KB short of the 1 MB it declares. */
const PREFIX_BYTES = 1023 * 1024;
const TRICKLE_MS = 250;
const RECONNECT_MS = 1000;

let attacking = true;
let opened = 0;
let closedByServer = 0;
const live = new Set<SlowClient>();
const timers = new Set<NodeJS.Timeout>();

function openSlot(slot: number): void {
  const client =
    slot % 2 === 0
      ? slowHeaders(url)
      : slowBody(url, { declared: PREFIX_BYTES + 1024, prefix: PREFIX_BYTES });
  opened++;
  live.add(client);
  void client.closed.then(() => {
    live.delete(client);
    if (!attacking) return;
    closedByServer++;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (attacking) openSlot(slot);
    }, RECONNECT_MS);
    timers.add(timer);
  });
}

for (let slot = 0; slot < n; slot++) openSlot(slot);
const trickle = setInterval(() => live.forEach((c) => c.trickle()), TRICKLE_MS);

process.on('message', (message: string) => {
  if (message !== 'stop') return;
  attacking = false;
  clearInterval(trickle);
  for (const timer of timers) clearTimeout(timer);
  for (const client of live) client.socket.destroy();
  process.send!({ opened, closedByServer }, () => process.exit(0));
});
process.send!({ started: n });
