/** @jest-environment node */
// [CORE] Pages read what the user may do from their loader's `actions` (or view / links) and the policy, never from
// role flags: no page file in app/ calls `flagsOf(` (lib/auth/actor.ts) to restate a role rule; the rule lives in
// lib/<domain>/ beside the loader (docs/development.md, 'Screens'). The scanner is proven on planted text first, so a
// page that reads the flags again fails here.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const CALL = /\bflagsOf\s*\(/g;

function pageFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(rel);
    return entry.name === "page.tsx" ? [rel] : [];
  });
}

/** Each page file with its count of role-flag calls. */
const flagReaders = (files: { file: string; text: string }[]) =>
  files.map(({ file, text }) => ({ file, count: text.match(CALL)?.length ?? 0 })).filter(({ count }) => count > 0);

describe("[CORE] pages read actions, not role flags", () => {
  it("[CORE] the scanner counts a page's flag calls and leaves actions and the policy alone", () => {
    expect(
      flagReaders([
        {
          file: "app/(app)/x/page.tsx",
          text: "const f = flagsOf(actor);\nallow: (a) => flagsOf (a).isEmployee,",
        },
        {
          file: "app/(app)/y/page.tsx",
          text: "backHref={e.actions.isAdmin ? a : b} canAdd={can(actor, 'managers.create')}",
        },
        { file: "app/(app)/z/page.tsx", text: "const { isAdmin } = seatActionsOf(actor); const r = reflagsOf(actor);" },
      ]),
    ).toEqual([{ file: "app/(app)/x/page.tsx", count: 2 }]);
  });

  it("[CORE] no app/**/page.tsx calls flagsOf(", () => {
    const files = pageFiles("app");
    expect(files.length).toBeGreaterThan(50);
    const texts = files.map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), "utf8") }));
    expect(flagReaders(texts)).toEqual([]);
  });
});
