import proxyAddr from '@fastify/proxy-addr';

/** `TRUSTED_PROXIES` as a list: addresses, CIDR ranges or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). */
export function parseTrustedProxies(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Throws (with proxy-addr's reason) when an entry is not an address, a range or a known name. */
export function checkTrustedProxies(proxies: string[]): void {
  proxyAddr.compile(proxies);
}

/**
 * Fastify's `trustProxy`: X-Forwarded-For counts only when the connection comes from a trusted proxy (the gateway),
 * and then only its last entry, the address that proxy saw. A client that reaches the service directly, or writes
 * its own X-Forwarded-For through the gateway, is seen at its real address.
 */
export function trustLastHopFrom(proxies: string[]): (address: string, hop: number) => boolean {
  const trusted = proxyAddr.compile(proxies);
  return (address, hop) => hop === 0 && trusted(address, hop);
}
