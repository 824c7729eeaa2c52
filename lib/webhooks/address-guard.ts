// SSRF guard: endpoint URLs must not reach private, loopback, link-local or metadata addresses, both when an
// endpoint is registered and at every connection (the guarded lookup stops DNS answers that change later).
// WEBHOOKS_ALLOW_PRIVATE=true lifts it (tests and local development with a receiver on this machine).
import dns from "node:dns";
import net from "node:net";
import type { LookupFunction } from "node:net";

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const)
  blocked.addSubnet(network, prefix, "ipv6");

export const privateAddressesAllowed = () => process.env.WEBHOOKS_ALLOW_PRIVATE === "true";

export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true; // not an address: refuse
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], "ipv4");
  return blocked.check(address, "ipv6");
}

/** Every address the host resolves to, or a clear reason it cannot be used. */
export async function privateHostProblem(hostname: string): Promise<string | null> {
  if (privateAddressesAllowed()) return null;
  const host = hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string }[];
  try {
    addresses = net.isIP(host) ? [{ address: host }] : await dns.promises.lookup(host, { all: true });
  } catch {
    return "This host name cannot be resolved";
  }
  return addresses.some((a) => isPrivateAddress(a.address))
    ? "The URL points to a private or local network address"
    : null;
}

/** A `lookup` for http(s).request that refuses private answers at connection time. */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const list = addresses as dns.LookupAddress[];
    if (!privateAddressesAllowed() && list.some((a) => isPrivateAddress(a.address)))
      return callback(new Error("Refused: the host resolves to a private network address"), "", 0);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};
