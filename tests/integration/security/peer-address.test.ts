/** @jest-environment node */
// The web server's peer address (scripts/peer-address.cjs, preloaded by scripts/start.ts into `next start`): a
// client-written X-Forwarded-For keeps its values but gains the TCP peer at its right end, so the address the
// throttles use (lib/auth/client-ip.ts) is the peer, or whoever a trusted proxy names, never a forged value.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { clientAddress } from "@/lib/auth/client-ip";

const PRELOAD = path.resolve(__dirname, "../../../scripts/peer-address.cjs");
// A plain Node server with the preload, answering the X-Forwarded-For it received.
const SERVER = `
  const http = require("node:http");
  const server = http.createServer((req, res) => res.end(JSON.stringify(req.headers["x-forwarded-for"] ?? null)));
  server.listen(0, "127.0.0.1", () => console.log(server.address().port));
`;

let child: ChildProcess;
let port: number;

beforeAll(async () => {
  child = spawn(process.execPath, ["--require", PRELOAD, "-e", SERVER], { stdio: ["ignore", "pipe", "inherit"] });
  port = await new Promise<number>((resolve) => child.stdout!.once("data", (chunk) => resolve(Number(String(chunk)))));
});

afterAll(() => {
  child.kill();
  delete process.env.TRUSTED_PROXIES;
});

async function seen(forwarded?: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/`, { headers: forwarded ? { "x-forwarded-for": forwarded } : {} });
  return JSON.parse(await res.text()) as string;
}

describe("[SECURITY] client address behind the web server", () => {
  it("appends the peer to whatever the client wrote", async () => {
    expect(await seen()).toBe("127.0.0.1");
    expect(await seen("203.0.113.9")).toBe("203.0.113.9, 127.0.0.1");
  });

  it("a forged value is never the address without TRUSTED_PROXIES; with the peer trusted, the hop it names is", async () => {
    for (const forged of ["203.0.113.9", "1.2.3.4, 5.6.7.8", "garbage"])
      expect(clientAddress(new Headers({ "x-forwarded-for": await seen(forged) }))).toBe("127.0.0.1");
    process.env.TRUSTED_PROXIES = "loopback";
    // A reverse proxy on this machine wrote the client's address: it is believed, anything left of it is not.
    expect(clientAddress(new Headers({ "x-forwarded-for": await seen("203.0.113.9, 192.0.2.4") }))).toBe("192.0.2.4");
  });

  it("reads the chain from the right over trusted hops, IPv6 and mapped IPv4 included", () => {
    process.env.TRUSTED_PROXIES = "10.0.0.0/8, 2001:db8::/32";
    const of = (value: string) => clientAddress({ "x-forwarded-for": value });
    expect(of("1.1.1.1, 192.0.2.1, 10.1.2.3, 10.0.0.1")).toBe("192.0.2.1");
    expect(of("2001:db8::5, ::ffff:198.51.100.4, 2001:db8::1")).toBe("198.51.100.4");
    expect(of("[2001:db9::7]:443, 2001:db8::1")).toBe("2001:db9::7");
    expect(of("10.0.0.2, 10.0.0.1")).toBe("10.0.0.2");
    expect(of("")).toBeNull();
    process.env.TRUSTED_PROXIES = "not-an-address, 10.0.0.1";
    expect(of("192.0.2.9, 10.0.0.1")).toBe("192.0.2.9");
  });
});
