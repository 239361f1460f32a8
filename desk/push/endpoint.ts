/**
 * A push endpoint, parsed once (issue 54). The desk used to check an endpoint with WHATWG
 * `new URL()` and then let web-push connect with Node's legacy `url.parse()`, which ends a host at
 * `;`, `{` or `%`: `https://127.0.0.1;x.notify.windows.com/` passed the check as a Windows host and
 * was sent to 127.0.0.1. Now the endpoint is parsed here, once, with WHATWG's parser; the check
 * reads that parse, and the sender (./sender.ts) connects to exactly its host, port and path.
 *
 * Two more guards stand behind the parse: a host must be a plain DNS name (letters, digits and
 * hyphens in dot-separated labels, as every push service's is), matched exactly or on whole labels
 * of a suffix; and at connect time, the address a name resolves to is refused when it is loopback,
 * private, link-local, unique-local or otherwise not on the public internet, so a public name
 * pointed at the operator's network reaches nothing. An origin the operator names with
 * `--push-service` (the tests' push service on 127.0.0.1) is configuration, trusted as given.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** The push services of Chrome and Android (FCM), Firefox, Safari and Edge (WNS), by host. */
export const KNOWN_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

export type PushServices = { hosts: readonly string[]; origins: readonly string[] };

/** Where a push goes: the parse the check passed, nothing read again from the string. */
export type PushTarget = {
  /** The origin, the audience of the VAPID token. */
  origin: string;
  hostname: string;
  port: number;
  /** Path and query, as sent in the request line. */
  path: string;
  /** Named by the operator (`--push-service`): its addresses are not checked. */
  configured: boolean;
};

/** The allow-list: the known hosts on HTTPS's own port, and the exact HTTPS origins an operator adds (`--push-service`). */
export function pushServices(extraOrigins: readonly string[] = []): PushServices {
  for (const origin of extraOrigins) {
    const url = new URL(origin);
    if (url.protocol !== 'https:' || url.origin !== origin.replace(/\/$/, ''))
      throw new Error(`--push-service ${origin}: give an https:// origin, like https://push.example:8443`);
  }
  return { hosts: KNOWN_PUSH_SERVICES, origins: extraOrigins.map((origin) => origin.replace(/\/$/, '')) };
}

/** A DNS name: labels of letters, digits and inner hyphens (WHATWG has already lower-cased it). */
const dnsName = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** Whether `hostname` is `pattern`, or for `*.suffix` ends in whole labels of the suffix. */
function hostMatches(hostname: string, pattern: string): boolean {
  if (!pattern.startsWith('*.')) return hostname === pattern;
  const suffix = pattern.slice(2).split('.');
  const labels = hostname.split('.');
  return labels.length > suffix.length && suffix.every((label, index) => labels[labels.length - suffix.length + index] === label);
}

/** Where the desk may send for `endpoint`, or undefined when it may not. */
export function pushTarget(endpoint: string, services: PushServices): PushTarget | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.hash) return undefined;
  // Written as the parser writes it back: no escapes, dots or case in the host for another parser to read otherwise.
  if (!endpoint.startsWith(`${url.origin}/`)) return undefined;
  const target = (configured: boolean): PushTarget => ({
    origin: url.origin,
    // WHATWG keeps an IPv6 literal's brackets; a socket wants the address alone.
    hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(url.port || 443),
    path: `${url.pathname}${url.search}`,
    configured,
  });
  if (services.origins.includes(url.origin)) return target(true);
  if (url.port || !dnsName.test(url.hostname)) return undefined;
  return services.hosts.some((host) => hostMatches(url.hostname, host)) ? target(false) : undefined;
}

/** Addresses no push service has: loopback, private, link-local, unique-local, CGNAT, multicast, reserved. */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6');

/** Whether an address is one the desk never sends to (IPv4-mapped IPv6 is read as its IPv4). */
export function privateAddress(address: string): boolean {
  const family = isIP(address);
  if (!family) return true;
  return notPublic.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
}

/** A resolver as node:dns's `lookup` is, always asked for every address. */
export type Resolver = (
  hostname: string,
  options: { all: true; family?: number },
  callback: (error: Error | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolver: Resolver = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/**
 * The resolver the sender's sockets use: the system's (or `resolve`, the tests'), refusing every
 * answer that is not a public address, so the check is on the address actually connected to,
 * after DNS has answered (a name that passed the allow-list and then resolves to 10.0.0.5 reaches nothing).
 */
export function publicLookup(resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { all: true, ...(options.family ? { family: Number(options.family) } : {}) }, (error, addresses) => {
      if (error) return callback(error as NodeJS.ErrnoException, '', 0);
      const allowed = addresses.filter((entry) => !privateAddress(entry.address));
      if (!allowed.length) return callback(new PrivateAddressError(`${hostname} resolves to no public address`), '', 0);
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, allowed);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

/** For an IP literal (sockets skip the resolver for those): whether the desk may connect to it. */
export const literalAllowed = (hostname: string) => !isIP(hostname) || !privateAddress(hostname);
