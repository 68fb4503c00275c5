import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part becomes the last two). */
function hextets(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [first, last] = [parse(head), parse(tail ?? '')];
  return [...first, ...Array.from({ length: 8 - first.length - last.length }, () => 0), ...last];
}

/**
 * The network a client address stands for in sign-in counting (decision 0032). An IPv4 address is itself (an IPv4
 * address mapped into IPv6 too); an IPv6 address is its /64, which a household, a phone or a server gets whole and
 * whose last 64 bits its devices change at will (privacy addresses rotate daily), so one /64 is one source: the owner
 * stays recognised when their device picks a new address, and an attacker gets no fresh budget from a new one.
 */
export function addressGroup(ip: string): string {
  const address = ip.split('%')[0]?.toLowerCase() ?? '';
  if (!isIPv6(address)) return address;
  const groups = hextets(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const mapped = [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join('.');
    if (isIPv4(mapped)) return mapped;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
