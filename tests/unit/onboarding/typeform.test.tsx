// [ONBOARDING] The /typeform page's form: the submitted form's responseId is recorded with the form id
// (infoToUpdate, spec 3 section 7), then the employee goes on; messages from other origins are ignored.
import { act, render, screen } from "@testing-library/react";
import { submittedResponseId, TypeformClient } from "@/app/(app)/typeform/page-client";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh: jest.fn(), push: jest.fn() }) }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const posted: unknown[] = [];
beforeEach(() => {
  posted.length = 0;
  replace.mockReset();
  global.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    posted.push(JSON.parse(String(init?.body)));
    return {
      ok: true,
      status: 200,
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => ({}),
    };
  }) as unknown as typeof fetch;
});

const URL_ = "https://form.typeform.com/to/abc123?typeform-embed=embed-widget#first_name=Tina";

describe("[ONBOARDING] onboarding form page", () => {
  it("reads the responseId of a 'form-submit' message, as an object or as JSON text", () => {
    expect(submittedResponseId({ type: "form-submit", responseId: "r1" })).toBe("r1");
    expect(submittedResponseId(JSON.stringify({ type: "form-submit", response_id: "r2" }))).toBe("r2");
    expect(submittedResponseId({ type: "form-ready" })).toBeNull();
    expect(submittedResponseId("not json")).toBeNull();
  });

  it("embeds the form with a title and records its completion once submitted", async () => {
    render(<TypeformClient formId="abc123" url={URL_} supportEmail="support@omniplatform.example" />);
    expect(screen.getByTitle("Onboarding form")).toHaveAttribute("src", URL_);
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent("message", { origin: "https://evil.example", data: { type: "form-submit", responseId: "x" } }),
      );
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: "https://form.typeform.com",
          data: { type: "form-submit", responseId: "resp-9" },
        }),
      );
    });
    expect(posted).toEqual([{ infoToUpdate: { typeformResponseId: "resp-9", typeformId: "abc123" } }]);
    expect(replace).toHaveBeenCalledWith("/");
  });
});
