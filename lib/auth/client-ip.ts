// The caller's network address (sign-in and reset throttles, signature records). X-Forwarded-For is a list each
// proxy appends to, so only its right end is trustworthy: the web server appends the socket's peer address itself
// (scripts/peer-address.cjs, loaded by scripts/start.ts), and hops are read from the right, skipping the proxies
// named in TRUSTED_PROXIES (as Express's "trust proxy" and Rails' trusted_proxies do). The first hop that is not a
// trusted proxy is the client; anything to its left was written by the client and is ignored.
import { BlockList, isIP } from "node:net";
import { logger } from "@/lib/observability/logger";

type HeaderSource = Headers | Record<string, unknown> | undefined | null;

const MAX_ADDRESS_LENGTH = 64;

let parsed: { setting: string; list: BlockList } | undefined;

/** TRUSTED_PROXIES: comma-separated addresses and CIDR ranges (IPv4 or IPv6), or `loopback`. Default: none. */
function trustedProxies(): BlockList {
  const setting = process.env.TRUSTED_PROXIES ?? "";
  if (parsed?.setting === setting) return parsed.list;
  const list = new BlockList();
  for (const raw of setting.split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    if (entry === "loopback") {
      list.addSubnet("127.0.0.0", 8, "ipv4");
      list.addAddress("::1", "ipv6");
      continue;
    }
    const [address, bits] = entry.split("/");
    const family = isIP(address);
    const prefix = Number(bits);
    const valid =
      family &&
      (bits === undefined || (Number.isInteger(prefix) && prefix >= 0 && prefix <= (family === 4 ? 32 : 128)));
    // A wrong entry trusts nothing (the safe side) and says so in the log.
    if (!valid) {
      logger().error({ msg: `TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range; ignored` });
      continue;
    }
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  parsed = { setting, list };
  return list;
}

/** One hop as written by a proxy: IPv4-mapped IPv6 as IPv4, brackets and ports dropped. */
function normalizeHop(hop: string): string {
  let value = hop.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped) value = mapped[1];
  return value.toLowerCase().slice(0, MAX_ADDRESS_LENGTH);
}

function isTrusted(hop: string, list: BlockList): boolean {
  const family = isIP(hop);
  return family !== 0 && list.check(hop, family === 4 ? "ipv4" : "ipv6");
}

function forwardedFor(headers: HeaderSource): string | null {
  if (!headers) return null;
  if (headers instanceof Headers) return headers.get("x-forwarded-for");
  const value = headers["x-forwarded-for"];
  if (Array.isArray(value)) return value.join(",");
  return typeof value === "string" ? value : null;
}

/** The client's address, or null when the request carries none (an in-process call). */
export function clientAddress(headers: HeaderSource): string | null {
  const hops = (forwardedFor(headers) ?? "").split(",").map(normalizeHop).filter(Boolean);
  if (!hops.length) return null;
  const trusted = trustedProxies();
  for (let i = hops.length - 1; i >= 0; i -= 1) if (!isTrusted(hops[i], trusted)) return hops[i];
  // Every hop is a trusted proxy: the request came from one of them.
  return hops[0];
}

/** For records that need a value: the address, or "unknown". */
export function clientIp(req: { headers: Headers }): string {
  return clientAddress(req.headers) ?? "unknown";
}
