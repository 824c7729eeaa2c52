/** @jest-environment node */
// [CORE] Forms that send data to the API are in the kit's idiom: react-hook-form with the zod schema shared with
// the route handler, wrapped in the kit's `useApiForm(form)` (components/ui/use-api-form.ts), whose `submit(send)`
// maps the API's refusal onto the fields and a banner (or `toastApiError`). So every `.tsx` under app/ and
// components/ (outside components/ui/) with a `<form` calls `useApiForm(` itself or is named in EXEMPT with the
// reason, and every file that builds a react-hook-form (`useForm(`) wraps it in `useApiForm(` too. The scanner is
// proven on planted text first; an EXEMPT entry whose file is gone or has no form any more fails (no stale entries).
import { readSources, type Source } from "./source-files";

const SCANNED = ["app", "components"];
const IN_KIT = (file: string) => file.startsWith("components/ui/");
const FORM = /<form\b/;
const USE_FORM = /\buseForm\s*[<(]/;
const USE_API_FORM = /\buseApiForm\s*[<(]/;

/** Files with a form that sends nothing to the API, or whose form is built and submitted elsewhere. */
const EXEMPT: Record<string, string> = {
  // Steps and views whose parent (or the parent's hook) builds the form and submits it through useApiForm.
  "app/(app)/companies/[companyId]/pending-employees/[seatId]/complete-profile/personal-details-step.tsx":
    "step: gets form and onSubmit from complete-profile/page-client.tsx (useApiForm)",
  "app/(app)/companies/[companyId]/pending-employees/[seatId]/complete-profile/contract-details-step.tsx":
    "step: gets form and onSubmit from complete-profile/page-client.tsx (useApiForm)",
  "app/(app)/companies/[companyId]/add-pending-employee/page-client.tsx":
    "view: the form is built and submitted by add-pending-employee/use-add-seat.ts (useApiForm)",
  "app/(app)/employees/[employeeId]/edit/page-client.tsx":
    "view: the form is built and submitted by employees/[employeeId]/edit/use-employee-edit.ts (useApiForm)",
  "app/(app)/companies/[companyId]/employee/[employeeId]/termination-requests/add/termination-form.ts":
    "hook: builds the form that termination-requests/add/page-client.tsx wraps in useApiForm",
  // Filter and search forms: they change the URL or a list's query and send nothing.
  "app/(app)/finance/invoice-log-filters.tsx": "filter form: changes the list's query, sends nothing",
  "components/employees/employees-list.tsx": "search form: changes the URL's query, sends nothing",
  "app/(app)/expenses/page-client.tsx": "filter form: changes the URL's query, sends nothing",
  "app/(app)/contractors/page.tsx": "search form: a GET to /contractors (the URL's query), sends nothing",
  "app/(app)/atlas/compare/compare-form.tsx": "compare form: a GET to /atlas/compare (the URL's query)",
  "components/back-office/provider-table.tsx": "filter form: method=get (the URL's query), sends nothing",
  "components/payroll/fx-rates-tab.tsx": "filter form: sets the rates table's query (from/to), sends nothing",
  "components/payroll/instance-benefits-tab.tsx":
    "lookup form (a client's benefits): sets the GET's client id, sends nothing",
  "app/(app)/balances/page-client.tsx": "download form: GETs a CSV for a date range, sends nothing",
  // Not API submissions.
  "app/(app)/typeform/page.tsx": "server action form (continueWithoutTypeform), not an API submission",
  "app/(app)/privacy-policy/page.tsx": "server action form (continueWithoutConsent), not an API submission",
  "components/auth/sign-in-form.tsx": "sign-in through next-auth signIn(), which has its own error channel",
};

/** Files outside the kit with a form (`.tsx`) or a react-hook-form (`useForm(`) but no `useApiForm(`, not exempt. */
const outsideIdiom = (files: Source[], exempt: Record<string, string>) =>
  files
    .filter(({ file }) => !IN_KIT(file) && !(file in exempt))
    .filter(({ file, text }) => (file.endsWith(".tsx") && FORM.test(text)) || USE_FORM.test(text))
    .filter(({ text }) => !USE_API_FORM.test(text))
    .map(({ file }) => file);

describe("[CORE] forms in the kit's idiom", () => {
  it("[CORE] the scanner flags a form or a useForm without useApiForm, and passes the kit's idiom", () => {
    const planted: Source[] = [
      {
        file: "app/(app)/a/page-client.tsx",
        text: "const [busy, setBusy] = useState(false); return <form onSubmit={s}>",
      },
      { file: "components/b/b-form.tsx", text: "const form = useForm<T>({ resolver }); return <form>" },
      { file: "components/c/use-c.ts", text: "const form = useForm({ resolver: zodResolver(Z) });" },
      {
        file: "components/d/d-form.tsx",
        text: "const form = useForm<T>({}); const { submit } = useApiForm(form); return <form>",
      },
      { file: "components/ui/e.tsx", text: "const form = useForm<T>({}); return <form>" },
      { file: "app/(app)/f/filters.tsx", text: "return <form role='search'>" },
      { file: "components/g/g.tsx", text: "const s = useFormContext(); return <div />" },
    ];
    expect(outsideIdiom(planted, { "app/(app)/f/filters.tsx": "filter form" })).toEqual([
      "app/(app)/a/page-client.tsx",
      "components/b/b-form.tsx",
      "components/c/use-c.ts",
    ]);
  });

  const texts = readSources(SCANNED);

  it("[CORE] every form outside components/ui/ calls useApiForm or is exempt with a reason", () => {
    expect(texts.length).toBeGreaterThan(500);
    expect(outsideIdiom(texts, EXEMPT)).toEqual([]);
  });

  it("[CORE] every exempt file still exists, still has a form (or a useForm) and has a reason", () => {
    const byFile = new Map(texts.map(({ file, text }) => [file, text]));
    const stale = Object.entries(EXEMPT).filter(([file, reason]) => {
      const text = byFile.get(file);
      return !reason.trim() || text === undefined || !(FORM.test(text) || USE_FORM.test(text));
    });
    expect(stale).toEqual([]);
  });
});
