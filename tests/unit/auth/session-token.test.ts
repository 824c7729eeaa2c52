/** @jest-environment node */
// The cached-key session decode must accept exactly what next-auth's own decode accepts.
import { decode, encode } from "next-auth/jwt";
import { decodeSessionToken } from "@/lib/auth/session-token";

const secret = "unit-test-secret-unit-test-secret";
const token = { sub: "u1", userId: "u1", sessionVersion: 3 };

describe("decodeSessionToken", () => {
  it("reads a cookie next-auth encoded, as next-auth's decode does", async () => {
    const cookie = await encode({ token, secret });
    const ours = await decodeSessionToken({ token: cookie, secret });
    expect(ours).toEqual(await decode({ token: cookie, secret }));
    expect(ours).toMatchObject(token);
    // The key is cached per secret: a second read gives the same answer.
    expect(await decodeSessionToken({ token: cookie, secret })).toEqual(ours);
  });

  it("honours a salt like next-auth", async () => {
    const cookie = await encode({ token, secret, salt: "s1" });
    expect(await decodeSessionToken({ token: cookie, secret, salt: "s1" })).toMatchObject(token);
    await expect(decodeSessionToken({ token: cookie, secret })).rejects.toThrow();
  });

  it("refuses another secret, a tampered token and an expired one", async () => {
    const cookie = await encode({ token, secret });
    await expect(decodeSessionToken({ token: cookie, secret: `${secret}-other` })).rejects.toThrow();
    const parts = cookie.split(".");
    parts[3] = `${parts[3][0] === "A" ? "B" : "A"}${parts[3].slice(1)}`;
    await expect(decodeSessionToken({ token: parts.join("."), secret })).rejects.toThrow();
    const expired = await encode({ token, secret, maxAge: -60 });
    await expect(decodeSessionToken({ token: expired, secret })).rejects.toThrow();
  });

  it("answers null without a token", async () => {
    expect(await decodeSessionToken({ token: undefined, secret })).toBeNull();
  });
});
