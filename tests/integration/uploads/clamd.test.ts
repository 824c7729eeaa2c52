/** @jest-environment node */
// The clamd path (CLAMAV_SOCKET, INSTREAM protocol) against a real clamd started with the test's EICAR database.
import { Readable } from "node:stream";
import { currentScanner, scanStream } from "@/lib/storage/scanner";
import { EICAR, ensureClamscan, startClamd, writeEicarDatabase } from "../support/clamav";

let clamd: Awaited<ReturnType<typeof startClamd>>;

beforeAll(async () => {
  ensureClamscan();
  clamd = await startClamd(writeEicarDatabase());
  process.env.CLAMAV_SOCKET = clamd.socket;
}, 120_000);

afterAll(() => {
  delete process.env.CLAMAV_SOCKET;
  clamd?.stop();
});

describe("[UPLOADS] clamd INSTREAM", () => {
  it("is chosen when CLAMAV_SOCKET is set, flags EICAR inside a larger stream and passes a clean one", async () => {
    expect(currentScanner()).toEqual({ kind: "clamd" });
    // EICAR after 200 KB: it crosses several INSTREAM chunks.
    const infected = Readable.from([Buffer.alloc(200 * 1024, 0x41), Buffer.from(EICAR), Buffer.from("\n")]);
    expect(await scanStream(infected)).toEqual({ status: "INFECTED", signature: "Omni-Eicar-Test.UNOFFICIAL" });
    const clean = Readable.from([Buffer.from("%PDF-1.4\n"), Buffer.alloc(300 * 1024, 0x20)]);
    expect(await scanStream(clean)).toEqual({ status: "CLEAN", signature: null });
  });
});
