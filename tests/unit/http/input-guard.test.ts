import { assertJsonObject, assertSafeInput } from "@/lib/http/input-guard";
import { AppError } from "@/lib/errors";
import { decimalLimit, decimalNumber, fitsDecimal } from "@/lib/zod/numbers";

function fieldErrorsOf(fn: () => void): Record<string, string[]> {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).fieldErrors ?? {};
  }
  throw new Error("expected a refusal");
}

describe("[CORE] hostile input guard", () => {
  it("names the path of a NUL byte or a lone surrogate in params, query and body", () => {
    const errors = fieldErrorsOf(() =>
      assertSafeInput({
        params: { id: "a\u0000" },
        query: { search: "\ud800" },
        body: { profile: { names: ["ok", "x\udc00y"] } },
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(["params.id", "profile.names.1", "query.search"]);
  });

  it("passes paired surrogates (emoji) and ordinary text", () => {
    expect(() => assertSafeInput({ params: {}, query: { q: "Zoë 😀" }, body: { name: "\ud83d\ude00" } })).not.toThrow();
  });

  it("refuses prototype keys and deep nesting without touching Object.prototype", () => {
    const errors = fieldErrorsOf(() =>
      assertSafeInput({ params: {}, query: {}, body: JSON.parse('{"__proto__":{"x":1}}') }),
    );
    expect(errors.__proto__).toBeDefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    let deep: unknown = "x";
    for (let i = 0; i < 100; i++) deep = { a: deep };
    expect(() => assertSafeInput({ params: {}, query: {}, body: deep })).toThrow(AppError);
  });

  it("a JSON body must be an object", () => {
    for (const body of [null, [], 1, "x", true]) expect(() => assertJsonObject(body)).toThrow(AppError);
    expect(() => assertJsonObject({})).not.toThrow();
  });
});

describe("[CORE] decimal bounds follow the column", () => {
  it("money is Decimal(18,4), percent Decimal(9,4)", () => {
    expect(decimalLimit("money")).toBeCloseTo(99_999_999_999_999.9999, 0);
    expect(decimalLimit("percent")).toBeCloseTo(99_999.9999, 4);
    expect(fitsDecimal("money", 1e300)).toBe(false);
    expect(fitsDecimal("percent", 100)).toBe(true);
    expect(decimalNumber("money").safeParse(1e300).success).toBe(false);
    expect(decimalNumber("money", { min: 0 }).safeParse(1234.5).success).toBe(true);
  });
});
