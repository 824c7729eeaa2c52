// Keyset paging (lib/queries/keyset.ts): the opaque cursor, the `where` after a position and the page split.
import {
  afterNewest,
  decodeCursor,
  decodeTimeCursor,
  encodeCursor,
  keysetPage,
  newestPage,
  pageKeyAfter,
  seekWhere,
} from "@/lib/queries/keyset";
import { AppError } from "@/lib/errors";

describe("keyset cursors", () => {
  it("round-trip any text, separators and quotes included", () => {
    const values = ["O'Brien|Smith", 'say "hi"', "id-1"];
    expect(decodeCursor(encodeCursor(values), 3)).toEqual(values);
  });

  it("carry a Date as its ISO text", () => {
    const at = new Date("2026-05-01T10:00:00.123Z");
    expect(decodeCursor(encodeCursor([at, "x"]), 2)).toEqual(["2026-05-01T10:00:00.123Z", "x"]);
    expect(decodeTimeCursor(encodeCursor([at, "x"]))).toEqual({ createdAt: at, id: "x" });
  });

  it("refuse what the list did not give out, without throwing", () => {
    expect(decodeCursor("not-a-key", 2)).toBeNull();
    expect(decodeCursor(encodeCursor(["a", "b"]), 3)).toBeNull();
    expect(decodeCursor(encodeCursor(["a", ""]), 2)).toBeNull();
    expect(decodeCursor(Buffer.from(JSON.stringify([1, "b"])).toString("base64url"), 2)).toBeNull();
    expect(decodeCursor(encodeCursor(["x".repeat(201), "b"]), 2)).toBeNull();
    expect(decodeTimeCursor(encodeCursor(["not a date", "b"]))).toBeNull();
  });

  it("answer a forged cursor with a 400 naming its field", () => {
    expect(() => afterNewest("forged")).toThrow(AppError);
    try {
      pageKeyAfter("forged");
    } catch (e) {
      expect((e as AppError).code).toBe("BAD_REQUEST");
      expect((e as AppError).fieldErrors).toEqual({ nextPageKey: ["Unknown page key."] });
    }
    expect.assertions(3);
  });
});

describe("seekWhere", () => {
  it("is the lexicographic 'after' on the sort columns, relations by dotted path", () => {
    expect(seekWhere(["employee.lastName", "id"], ["Doe", "t-1"], "asc")).toEqual({
      OR: [
        { AND: [{ employee: { lastName: { gt: "Doe" } } }] },
        { AND: [{ employee: { lastName: "Doe" } }, { id: { gt: "t-1" } }] },
      ],
    });
  });

  it("goes backwards for a descending list; the first page has no condition", () => {
    const at = new Date("2026-01-01T00:00:00Z");
    expect(afterNewest(encodeCursor([at, "r-9"]))).toEqual({
      OR: [{ AND: [{ createdAt: { lt: at } }] }, { AND: [{ createdAt: at }, { id: { lt: "r-9" } }] }],
    });
    expect(afterNewest(undefined)).toEqual({});
    expect(pageKeyAfter(null)).toBeNull();
  });
});

describe("keysetPage", () => {
  const rows = [1, 2, 3].map((n) => ({ id: `r-${n}`, createdAt: new Date(Date.UTC(2026, 0, 10 - n)) }));

  it("keeps pageSize rows and points the cursor after the last one when one more was read", () => {
    const { page, nextCursor } = keysetPage(rows, 2, (r) => [r.id]);
    expect(page.map((r) => r.id)).toEqual(["r-1", "r-2"]);
    expect(decodeCursor(nextCursor!, 1)).toEqual(["r-2"]);
  });

  it("has no cursor on the last page", () => {
    expect(keysetPage(rows, 3, (r) => [r.id]).nextCursor).toBeNull();
    expect(keysetPage([], 3, (r: { id: string }) => [r.id])).toEqual({ page: [], nextCursor: null });
  });

  it("maps a newest-first page and keys it by (createdAt, id)", () => {
    const { items, nextCursor } = newestPage(rows, 1, (r) => r.id);
    expect(items).toEqual(["r-1"]);
    expect(decodeTimeCursor(nextCursor!)).toEqual({ createdAt: rows[0].createdAt, id: "r-1" });
  });
});
