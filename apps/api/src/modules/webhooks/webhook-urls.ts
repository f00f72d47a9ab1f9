import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@utah-land/shared';

// Where a webhook may go: https to a public host. Loopback (localhost, 127.0.0.0/8, ::1), over http or https, only
// when WEBHOOKS_ALLOW_LOOPBACK is on (tests, a local receiver). Private, link-local and other reserved addresses
// never: the server would otherwise POST into its own network for anyone who registers a URL. Checked on
// registration (the URL's host as written) and again before every delivery (the addresses its name resolves to).

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const reserved = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  reserved.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  reserved.addSubnet(net, bits, 'ipv6');

const bare = (host: string) => host.replace(/^\[|\]$/g, '');
/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is its IPv4 address. */
const unmapped = (ip: string) => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

function classify(ip: string): 'loopback' | 'reserved' | 'public' {
  const a = unmapped(ip);
  const type = isIP(a) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(a, type)) return 'loopback';
  return reserved.check(a, type) ? 'reserved' : 'public';
}

const isLocalName = (host: string) =>
  host === 'localhost' || /\.(localhost|local|internal|localdomain|home\.arpa)$/.test(host);

/** Why `url` may not be an endpoint (the 400's message), or undefined when it may. */
export function webhookUrlProblem(url: string, allowLoopback: boolean): string | undefined {
  if (!URL.canParse(url)) return WEBHOOK_MESSAGES.badUrl;
  const u = new URL(url);
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return WEBHOOK_MESSAGES.badUrl;
  if (u.username || u.password) return WEBHOOK_MESSAGES.credentialsInUrl;
  const host = bare(u.hostname).toLowerCase();
  const kind = isIP(host)
    ? classify(host)
    : host === 'localhost'
      ? 'loopback'
      : isLocalName(host)
        ? 'reserved'
        : 'public';
  if (kind === 'loopback') return allowLoopback ? undefined : WEBHOOK_MESSAGES.privateHost;
  if (kind === 'reserved') return WEBHOOK_MESSAGES.privateHost;
  return u.protocol === 'https:' ? undefined : WEBHOOK_MESSAGES.notHttps;
}

/** Before a delivery: the refusal when the URL's host now resolves to an address it may not reach. */
export async function webhookAddressProblem(
  url: string,
  allowLoopback: boolean,
): Promise<string | undefined> {
  const problem = webhookUrlProblem(url, allowLoopback);
  if (problem) return problem;
  const host = bare(new URL(url).hostname);
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
  for (const { address } of addresses) {
    const kind = classify(address);
    if (kind === 'reserved' || (kind === 'loopback' && !allowLoopback))
      return `refused: ${host} resolves to ${address}, a private or local address`;
  }
  return undefined;
}
