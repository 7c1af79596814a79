#!/usr/bin/env node
// `node bin/healthcheck.js [--live]`: exits 0 when the bot's /readyz (or /healthz with --live)
// answers 200, else 1 with the reason. The Docker image's HEALTHCHECK, and any exec probe. Reads
// HEALTH_PORT and HEALTH_HOST as the bot does; a bot listening on every interface is asked on
// loopback.

const path = process.argv.includes('--live') ? '/healthz' : '/readyz';
const port = process.env.HEALTH_PORT?.trim();
if (!port) {
  console.error('HEALTH_PORT is not set, so the bot serves no health endpoints to check.');
  process.exit(1);
}
const configured = process.env.HEALTH_HOST?.trim() || '127.0.0.1';
const host = ['0.0.0.0', '::'].includes(configured) ? '127.0.0.1' : configured;
const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}${path}`;
try {
  const res = await globalThis.fetch(url, { signal: globalThis.AbortSignal.timeout(4000) });
  console.log((await res.text()).trim());
  process.exit(res.ok ? 0 : 1);
} catch (error) {
  console.error(`no answer from ${url}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
