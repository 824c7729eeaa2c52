// The kit's one look at an API refusal: screens read its status and field errors through these helpers.
import { toast } from "sonner";
import { ApiError } from "@/lib/http/client";
import { apiErrorOf, apiErrorStatus, toastApiRefusal } from "@/components/ui/api-error";

jest.mock("sonner", () => ({ toast: { error: jest.fn() } }));

const refusal = (status: number) =>
  new ApiError(status, { message: "Someone else changed it", fieldErrors: { month: ["Taken"] } });

beforeEach(() => jest.mocked(toast.error).mockClear());

it("apiErrorOf answers the refusal with its status, message and field errors", () => {
  const error = refusal(409);
  expect(apiErrorOf(error)).toBe(error);
  expect(apiErrorOf(error)).toMatchObject({ status: 409, message: "Someone else changed it" });
  expect(apiErrorOf(error)?.fieldErrors).toEqual({ month: ["Taken"] });
  expect(apiErrorOf(new ApiError(400, { message: "Bad" }))?.fieldErrors).toEqual({});
});

it("a failure that is not the API's (the network, a bug, a thrown string) has no refusal and no status", () => {
  for (const error of [new TypeError("fetch failed"), new Error("boom"), "nope", null, undefined]) {
    expect(apiErrorOf(error)).toBeNull();
    expect(apiErrorStatus(error)).toBeNull();
  }
});

it("apiErrorStatus answers the refusal's HTTP status", () => {
  expect(apiErrorStatus(refusal(404))).toBe(404);
  expect(apiErrorStatus(refusal(410))).toBe(410);
  expect(apiErrorStatus(refusal(409))).toBe(409);
});

it("toastApiRefusal toasts the server's message, except a 422 (the client's read-only notice) and a non-API failure", () => {
  toastApiRefusal(refusal(409));
  expect(toast.error).toHaveBeenCalledTimes(1);
  expect(toast.error).toHaveBeenCalledWith("Someone else changed it");
  toastApiRefusal(refusal(422));
  toastApiRefusal(new Error("boom"));
  expect(toast.error).toHaveBeenCalledTimes(1);
});
