// The kit's upload hook (components/ui/use-upload.ts): the percent while a file is on its way, the stored record
// on success, the server's message on a refusal, and idle again either way.
import { act, renderHook } from "@testing-library/react";
import { useUpload } from "@/components/ui/use-upload";

jest.mock("sonner", () => ({ toast: { error: jest.fn() } }));

type Answer = { status: number; body: string };
let answer: Answer;
const sent: { url: string; form: FormData }[] = [];

class FakeXhr {
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = "";
  private url = "";
  open(_method: string, url: string) {
    this.url = url;
  }
  send(form: FormData) {
    sent.push({ url: this.url, form });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    this.status = answer.status;
    this.responseText = answer.body;
    setTimeout(() => this.onload?.(), 0);
  }
}

beforeEach(() => {
  sent.length = 0;
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});

const file = new File(["%PDF-1.4"], "receipt.pdf", { type: "application/pdf" });

it("sends the fields then the file, shows the percent, and answers the stored record", async () => {
  answer = { status: 201, body: JSON.stringify({ id: "doc-1", title: "Receipt" }) };
  const { result } = renderHook(() => useUpload());
  let outcome: unknown;
  await act(async () => {
    const pending = result.current.send<{ id: string; title: string }>("/api/documents", file, { title: "Receipt" });
    outcome = await pending;
  });
  expect(outcome).toEqual({ ok: true, body: { id: "doc-1", title: "Receipt" } });
  expect(sent[0].url).toBe("/api/documents");
  expect([...sent[0].form.keys()]).toEqual(["title", "file"]);
  expect(result.current.progress).toBeNull();
  expect(result.current.uploading).toBe(false);
});

it("answers the server's message when it refuses the file", async () => {
  answer = { status: 400, body: JSON.stringify({ message: "This file type is not allowed." }) };
  const { result } = renderHook(() => useUpload());
  let outcome: unknown;
  await act(async () => {
    outcome = await result.current.send("/api/documents", file);
  });
  expect(outcome).toEqual({ ok: false, message: "This file type is not allowed." });
  expect(result.current.progress).toBeNull();
});

it("says the upload failed when the answer has no record", async () => {
  answer = { status: 200, body: "not json" };
  const { result } = renderHook(() => useUpload());
  let outcome: unknown;
  await act(async () => {
    outcome = await result.current.send("/api/documents", file);
  });
  expect(outcome).toEqual({ ok: false, message: "Upload failed" });
});
