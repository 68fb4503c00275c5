import ipaddr from 'ipaddr.js';

/** Names that only mean something inside a machine or a network (RFC 6761, RFC 6762, ICANN's `.internal`). */
const LOCAL_NAME = /(?:^|\.)(?:localhost|local|internal)$/;

const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Why an absolute http(s) URL's host is not a public address, or undefined when it may be. A URL a user gives is shown
 * to others and may one day be fetched by a server, so it must not point inside ClassHub's network: an IP literal
 * outside the global unicast ranges (loopback, link-local such as 169.254.169.254, private, unique-local, unspecified,
 * multicast, carrier-grade NAT, reserved, and IPv4 written inside IPv6), `localhost` and names under it, `.local` and
 * `.internal`, and one-label names, which a resolver completes with its own search domains.
 *
 * The WHATWG URL parser has already turned 2130706433, 0x7f.1 and 0177.0.0.1 into 127.0.0.1 and compressed IPv6, so
 * each address has one form here; ipaddr.js says which range it is in. A name that resolves to a private address
 * cannot be seen at input time: whatever fetches a stored URL must check the address it connects to.
 */
export function nonPublicHostReason(url: URL): string | undefined {
  const host = url.hostname.replace(/\.$/, '').toLowerCase();
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  if (ipaddr.isValid(literal)) {
    const parsed = ipaddr.parse(literal);
    const address =
      parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
        ? (parsed as ipaddr.IPv6).toIPv4Address()
        : parsed;
    // ipaddr.js calls the deprecated IPv4-compatible form (::127.0.0.1) unicast; some stacks still route it as IPv4.
    const range =
      address.kind() === 'ipv6' && address.match(IPV4_COMPATIBLE) && address.range() === 'unicast'
        ? 'ipv4Compatible'
        : address.range();
    if (range === 'unicast') return undefined;
    return `${url.hostname} is in the ${range.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} range, not a public address`;
  }
  if (LOCAL_NAME.test(host)) return `${url.hostname} is a local name, not a public address`;
  if (!host.includes('.')) return `${url.hostname} is not a full public host name such as example.com`;
  return undefined;
}
