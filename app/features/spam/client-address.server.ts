// Which address a request comes from, for per-address rate limits. The HTTP server works it out once per
// request, where it still sees the TCP peer, and hands it to loaders and actions as `context.clientAddress`
// (server/app.ts); React Router's Fetch `Request` carries headers but not the peer.
import { isIP } from "node:net";

export interface ClientAddressOptions {
  /**
   * TRUST_PROXY: the app runs behind one reverse proxy (load balancer, nginx) that appends the address it
   * saw to X-Forwarded-For. Only then is that header believed.
   */
  trustProxy: boolean;
  /** The TCP peer's address, e.g. Express's `req.socket.remoteAddress`. */
  socketAddress?: string | null;
}

/**
 * The client's IP address, or null when it cannot be known. Behind a trusted proxy it is the LAST entry of
 * X-Forwarded-For: the one our proxy appended. Earlier entries come from the client and can be forged,
 * so taking the first would let anyone escape a rate limit by inventing a new address per request.
 */
export function clientAddress(request: Request, options: ClientAddressOptions): string | null {
  return forwardedClientAddress(request.headers.get("x-forwarded-for"), options);
}

/** The same, from the X-Forwarded-For header's value as the HTTP server received it. */
export function forwardedClientAddress(
  forwarded: string | null | undefined,
  options: ClientAddressOptions,
): string | null {
  if (options.trustProxy) {
    const last = forwarded?.split(",").at(-1);
    const address = last === undefined ? null : normaliseAddress(last);
    if (address) return address;
  }
  return options.socketAddress ? normaliseAddress(options.socketAddress) : null;
}

/** A valid IPv4 or IPv6 address in canonical text, without port or brackets; null if it is not one. */
export function normaliseAddress(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.replace(/%.*$/, "").toLowerCase(); // zone index (fe80::1%eth0)

  const version = isIP(value);
  if (version === 4) return value;
  if (version !== 6) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped?.[1]) return mapped[1];
  return value;
}

/**
 * What a rate limit counts against: an IPv4 address, or an IPv6 address's /64 network, since one home or
 * phone is given a whole /64 and can pick a new address in it for every request.
 */
export function rateLimitSubject(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

function ipv6Groups(address: string): number[] {
  let text = address;
  const embeddedIpv4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (embeddedIpv4) {
    const [a, b, c, d] = embeddedIpv4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, embeddedIpv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const all = tail === undefined ? headGroups : [...headGroups, ...Array(missing).fill("0"), ...tailGroups];
  return all.map((group) => Number.parseInt(group, 16));
}
