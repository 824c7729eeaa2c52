/** @jest-environment node */
import { z } from "zod";
import { AppError, MESSAGES, STATUS_BY_CODE } from "@/lib/errors";
import { errorBody, toAppError } from "@/lib/http/errors";

describe("error mapping", () => {
  it.each([
    ["BAD_REQUEST", 400],
    ["UNAUTHORIZED", 401],
    ["FORBIDDEN", 403],
    ["NOT_FOUND", 404],
    ["CONFLICT", 409],
    ["GONE", 410],
    ["READ_ONLY", 422],
    ["INTERNAL", 500],
  ] as const)("%s answers %i", (code, status) => {
    expect(STATUS_BY_CODE[code]).toBe(status);
    expect(new AppError(code).status).toBe(status);
  });

  it("read-only errors carry the spec's message", () => {
    expect(errorBody(new AppError("READ_ONLY")).message).toBe("Application is in read-only mode");
  });

  it("zod errors become 400 with messages keyed by field path", () => {
    const schema = z.object({
      name: z.string().min(1, "Please enter a name"),
      address: z.object({ city: z.string().min(1, "City") }),
    });
    const result = schema.safeParse({ name: "", address: { city: "" } });
    const error = toAppError(result.error);
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ name: ["Please enter a name"], "address.city": ["City"] });
  });

  it("a unique violation on an e-mail is the spec's duplicate-email conflict", () => {
    const prismaError = Object.assign(new Error("Unique constraint failed"), {
      code: "P2002",
      meta: { target: ["email"] },
    });
    const error = toAppError(prismaError);
    expect(error.status).toBe(409);
    expect(error.message).toBe(MESSAGES.duplicateEmail);
  });

  it("a missing record is 404", () => {
    expect(toAppError(Object.assign(new Error("x"), { code: "P2025" })).status).toBe(404);
  });

  it("never leaks the text of unknown errors (SQL, stack traces)", () => {
    const error = toAppError(new Error('relation "User" does not exist at SELECT * FROM ...'));
    expect(error.status).toBe(500);
    expect(JSON.stringify(errorBody(error))).not.toContain("SELECT");
    expect(errorBody(error).message).toBe(MESSAGES.internal);
  });
});
