/** @jest-environment node */
// A malformed percent-encoding in a path (lib/http/path-encoding.ts, used by middleware.ts): found per segment,
// answered 400 in the one error shape under /api and as plain text for pages.
import { ZErrorBody } from "@/lib/http/errors";
import { hasMalformedPathEncoding, malformedPathResponse, MALFORMED_PATH_MESSAGE } from "@/lib/http/path-encoding";

describe("hasMalformedPathEncoding", () => {
  it.each([
    "/api/health/%ED",
    "/api/employees/%E0%A4%A",
    "/api/x/%",
    "/api/x/%zz",
    "/api/x/%C0%AF",
    "/api/%ED%A0%80/y",
    "/a%",
  ])("finds %s malformed", (path) => expect(hasMalformedPathEncoding(path)).toBe(true));

  it.each(["/api/health", "/api/employees/caf%C3%A9", "/api/x%20y", "/api/%25", "/employees/abc", "/"])(
    "takes %s",
    (path) => expect(hasMalformedPathEncoding(path)).toBe(false),
  );
});

describe("malformedPathResponse", () => {
  it("answers /api with a 400 in the one error shape", async () => {
    const res = malformedPathResponse("/api/health/%ED", "req-1");
    expect(res.status).toBe(400);
    expect(res.headers.get("x-request-id")).toBe("req-1");
    const body = await res.json();
    expect(ZErrorBody.parse(body)).toEqual({
      message: MALFORMED_PATH_MESSAGE,
      code: "BAD_REQUEST",
      requestId: "req-1",
    });
  });

  it("answers a page with a plain-text 400", async () => {
    const res = malformedPathResponse("/employees/%ED", "req-2");
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toContain(MALFORMED_PATH_MESSAGE);
  });
});
