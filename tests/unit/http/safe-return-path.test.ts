/** @jest-environment node */
// Return addresses (open redirect): safeReturnPath keeps a path of the site and refuses every known way out.
// The same list goes through the real routes in tests/integration/auth/return-address.test.ts and
// tests/e2e/auth/return-address.spec.ts.
import { DEFAULT_RETURN_PATH, safeReturnPath, safeReturnUrl } from "@/lib/auth/safe-return-path";
import { EVIL_HOST, SAME_SITE_PATHS, bypassesFor } from "../../support/return-address-bypasses";

const SITE = "https://omni.example";

describe("[CORE] safeReturnPath", () => {
  it.each(bypassesFor(SITE).map((value) => [JSON.stringify(value), value]))("refuses %s", (_, value) => {
    expect(safeReturnPath(value, { origin: SITE })).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnPath(value, { origin: SITE, fallback: "/login" })).toBe("/login");
    // Whatever a browser makes of the redirect, it stays on the site.
    expect(safeReturnUrl(value, SITE).origin).toBe(SITE);
    expect(safeReturnUrl(value, SITE).href).not.toContain(EVIL_HOST);
  });

  it.each(SAME_SITE_PATHS.map((p) => [p]))("keeps the same-site path %s", (path) => {
    expect(safeReturnPath(path, { origin: SITE })).toBe(path);
    expect(safeReturnUrl(path, SITE).href).toBe(`${SITE}${path}`);
  });

  it("takes an absolute address of the site itself as its path, and none without the site's origin", () => {
    expect(safeReturnPath(`${SITE}/companies?x=1#y`, { origin: SITE })).toBe("/companies?x=1#y");
    expect(safeReturnPath(`${SITE}/companies`, { origin: `${SITE}/` })).toBe("/companies");
    expect(safeReturnPath(`${SITE}/companies`)).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnPath(`http://omni.example/companies`, { origin: SITE })).toBe(DEFAULT_RETURN_PATH);
  });

  it("refuses what is not a string, empty or too long", () => {
    for (const value of [undefined, null, 42, ["/companies"], { href: "/x" }, "", `/${"a".repeat(2048)}`])
      expect(safeReturnPath(value)).toBe(DEFAULT_RETURN_PATH);
  });

  it("keeps the normalised form of a same-site path", () => {
    expect(safeReturnPath("/companies/../employees")).toBe("/employees");
    expect(safeReturnPath("/a/./b")).toBe("/a/b");
  });
});
