/** @jest-environment node */
// [CORE] API errors are handled in the UI kit only: screens read an ApiError through components/ui/ (useAction,
// useApiForm / applyApiError / toastApiError / hasFieldErrors, apiErrorOf / apiErrorStatus / toastApiRefusal),
// so `instanceof ApiError` appears only in components/ui/ and in the client that defines the class. The scanner is
// proven on planted text first, so a screen that checks the class again fails here.
import { readSources, type Source } from "./source-files";

const SCANNED = ["app", "components", "lib"];
const ALLOWED = (file: string) => file.startsWith("components/ui/") || file === "lib/http/client.ts";
const CHECK = /instanceof\s+ApiError\b/g;

/** Each file outside the kit with its count of class checks. */
const outsideKit = (files: Source[]) =>
  files
    .filter(({ file }) => !ALLOWED(file))
    .map(({ file, text }) => ({ file, count: text.match(CHECK)?.length ?? 0 }))
    .filter(({ count }) => count > 0);

describe("[CORE] API errors in the kit only", () => {
  it("[CORE] the scanner counts a screen's check and leaves the kit's alone", () => {
    expect(
      outsideKit([
        { file: "components/ui/api-error.ts", text: "return error instanceof ApiError ? error : null;" },
        { file: "lib/http/client.ts", text: "error instanceof ApiError && error.status >= 400" },
        {
          file: "app/(app)/x/page-client.tsx",
          text: "if (e instanceof ApiError) a(); if (e instanceof  ApiError) b();",
        },
        { file: "components/y/z.tsx", text: "const s = apiErrorStatus(e); // no class check" },
      ]),
    ).toEqual([{ file: "app/(app)/x/page-client.tsx", count: 2 }]);
  });

  it("[CORE] no `instanceof ApiError` outside components/ui/ and lib/http/client.ts", () => {
    const texts = readSources(SCANNED);
    expect(texts.length).toBeGreaterThan(500);
    expect(outsideKit(texts)).toEqual([]);
  });
});
