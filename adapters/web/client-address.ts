// Who is asking: the client address a request came from, believing `X-Forwarded-For` only when
// the connection comes from a trusted proxy (WEB_TRUSTED_PROXIES), and the key wrong passwords
// are counted by (an IPv6 client usually holds a whole /64, so it counts as one).

import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { proxyEntryProblem } from '../../src/config.ts';

/**
 * The trusted proxies as a BlockList, from addresses and CIDR ranges ("10.0.0.0/8", "::1",
 * "fd00::/8"). Throws an Error naming the first entry that is neither.
 */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const problem = proxyEntryProblem(entry);
    if (problem) throw new Error(problem);
    const [address, prefix] = entry.split('/') as [string, string?];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * The client's address: the connection's own, unless that is a trusted proxy; then the
 * `X-Forwarded-For` hops are read from the right (the hop the proxy itself added) past every
 * trusted one. Hops further left were written by the client and are never believed.
 */
export function clientAddress(req: IncomingMessage, trusted: BlockList | undefined): string {
  let address = unmapped(req.socket.remoteAddress ?? '');
  if (!trusted || !isTrustedHop(trusted, address)) return address;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = unmapped(withoutPort(hops[i]!.trim()));
    // A hop that is not an address ends the chain: the last good one is the best we know.
    if (isIP(hop) === 0) break;
    address = hop;
    if (!isTrustedHop(trusted, hop)) break;
  }
  return address;
}

/** What wrong passwords are counted by: an IPv4 address, or the /64 of an IPv6 one. */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

function isTrustedHop(trusted: BlockList, address: string): boolean {
  const version = isIP(address);
  return version !== 0 && trusted.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) as `10.0.0.1`. */
function unmapped(address: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return v4 ?? address;
}

/** Some proxies write `1.2.3.4:5678` or `[2001:db8::1]:443`. */
function withoutPort(hop: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop)?.[1];
  if (bracketed) return bracketed;
  return /^\d+\.\d+\.\d+\.\d+:\d+$/.test(hop) ? hop.replace(/:\d+$/, '') : hop;
}

/** The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros. */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::') as [string, string?];
  const groups = (part: string): string[] =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [g];
          const [a, b, c, d] = g.split('.').map(Number) as [number, number, number, number];
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16).toString(16));
}
