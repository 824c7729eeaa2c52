/** @jest-environment node */
// [CORE] Buttons that change something through the API run through the kit's `useAction` (components/ui/use-action.ts:
// the busy state, the outcome's toast, the refresh and keyboard focus in one place), not through a busy flag of
// their own around an API call. So every file under app/ and components/ (outside components/ui/) that keeps a
// busy-like flag (`const [busy, setBusy] = useState`, saving, sending, ...) and calls the API either calls
// `useAction(` or is named in EXEMPT with the reason: the feedback a toast cannot give (the spec's modals and banners,
// field errors, a 409's own sentence) or work that is not one action (uploads, downloads). The scanner is proven on
// planted text first; an EXEMPT entry whose file is gone or no longer keeps such a flag fails (no stale entries).
import { readSources, type Source } from "./source-files";

const SCANNED = ["app", "components"];
const IN_KIT = (file: string) => file.startsWith("components/ui/");
const BUSY_FLAG = /const \[(busy|saving|submitting|sending|working|exporting|pending)\w*, set\w*\] = useState\b/;
const API_CALL = /\bapiFetch\s*[<(]|\bfetch\(/;
const USE_ACTION = /\buseAction\s*\(/;

const EXEMPT: Record<string, string> = {
  // The outcome is not a toast: the spec's modals or banners, or the form's fields.
  "components/managers/delete-manager.tsx": "the spec's success and error modals",
  "app/(app)/employees/[employeeId]/platform-invite-card.tsx": "failure in the card's banner, in the spec's sentence",
  "app/(app)/employees/[employeeId]/contracts/[documentId]/page-client.tsx": "failure in the page's banner",
  "app/(app)/employees/[employeeId]/[seatId]/order-form/page-client.tsx":
    "failure in the page's banner (the modal closes), no toast",
  "app/(app)/back-office/template-mappings/page-client.tsx": "outcome in a banner whose tone is the outcome's",
  "app/(app)/back-office/template-mappings/create/page-client.tsx":
    "failure in a banner with the spec's sentence; success navigates",
  "app/verify-letter/[code]/verify-letter-check.tsx": "the check's answer (valid or not) is the page's result",
  "components/contracts/urgency-modal.tsx": "failure shown inside the dialog, which stays open",
  "components/contracts/edit-request-history.tsx": "success through the URL hash (the spec's notice), failure inline",
  "components/contracts/signature-panel.tsx": "failure in the panel's banner; success redirects to the signing URL",
  "components/contracts/edit-request-drawer.tsx": "a refusal goes onto the drawer's fields; success through the hash",
  "components/account/account-edit-form.tsx": "a refusal goes onto the form's fields (toastApiError)",
  "app/(app)/timesheets/use-timesheet-editor.ts": "a refusal goes onto the month's rows besides its toast",
  // A toast a failure title and the server's message cannot say.
  "components/resignations/resignations-table.tsx": "a 409 has its own description (someone else changed it)",
  "components/terminations/termination-actions.tsx": "a 409 has its own description (someone else changed it)",
  "components/managers/invite-button.tsx": "the failure's description wraps the reason in the spec's sentence",
  "components/account/verify-email.tsx": "a 410 has its own toast and redirect; success signs out and reloads",
  "app/(app)/back-office/jobs/failed-jobs.tsx":
    "silent on a read-only 422 or a network failure (toastApiRefusal); refreshes after a failure too",
  "app/(app)/payroll/payroll-instances/[id]/lspBillsDetail/use-bulk-actions.ts":
    "one answer per report: partial failures toasted by name",
  "app/(app)/contractors/[contractorId]/page-client.tsx": "the flag names which of several state buttons runs",
  // Not one action: uploads and downloads.
  "app/(app)/companies/[companyId]/employees-upload/page-client.tsx":
    "upload: stays busy after success until the page navigates, so no second upload starts",
  "app/(app)/payroll-reports/page-client.tsx": "download: a broken download shows in a banner",
  "app/(app)/finance/page-client.tsx": "export: opens the signed link; a failure shows in a banner",
  "components/payroll/fx-rates-tab.tsx": "export: opens the signed link; a failure shows in a banner",
  "app/(app)/balances/page-client.tsx": "download: a CSV for a date range; a failure shows in a banner",
};

const ownBusyFlag = ({ text }: Source) => BUSY_FLAG.test(text) && API_CALL.test(text);

/** Files outside the kit with their own busy flag around an API call, without useAction, not exempt. */
const outsideKit = (files: Source[], exempt: Record<string, string>) =>
  files
    .filter(({ file }) => !IN_KIT(file) && !(file in exempt))
    .filter(ownBusyFlag)
    .filter(({ text }) => !USE_ACTION.test(text))
    .map(({ file }) => file);

describe("[CORE] actions in the kit", () => {
  it("[CORE] the scanner flags a busy flag around an API call without useAction, and passes the kit's idiom", () => {
    const planted: Source[] = [
      { file: "app/(app)/a/page-client.tsx", text: "const [busy, setBusy] = useState(false); await apiFetch(url)" },
      { file: "components/b/b.tsx", text: "const [saving, setSaving] = useState<boolean>(false); fetch(u)" },
      { file: "components/c/c.tsx", text: "const { busy, run } = useAction(); await run(() => apiFetch(u))" },
      { file: "components/d/d.tsx", text: "const [busy, setBusy] = useState(false); // no API call" },
      { file: "components/ui/e.tsx", text: "const [busy, setBusy] = useState(false); await apiFetch(url)" },
      { file: "components/f/f.tsx", text: "const [sending, setSending] = useState(false); await apiFetch(url)" },
    ];
    expect(outsideKit(planted, { "components/f/f.tsx": "the spec's modal" })).toEqual([
      "app/(app)/a/page-client.tsx",
      "components/b/b.tsx",
    ]);
  });

  const texts = readSources(SCANNED);

  it("[CORE] every busy flag around an API call outside components/ui/ is useAction's, or exempt with a reason", () => {
    expect(texts.length).toBeGreaterThan(500);
    expect(outsideKit(texts, EXEMPT)).toEqual([]);
  });

  it("[CORE] every exempt file still exists, still keeps its own busy flag around an API call, and has a reason", () => {
    const byFile = new Map(texts.map((source) => [source.file, source]));
    const stale = Object.entries(EXEMPT).filter(([file, reason]) => {
      const source = byFile.get(file);
      return !reason.trim() || !source || !ownBusyFlag(source) || USE_ACTION.test(source.text);
    });
    expect(stale).toEqual([]);
  });
});
