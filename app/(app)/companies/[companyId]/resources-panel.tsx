// The company page's side links and Resources panel (spec 3 section 2): links to the company, its documents and its
// managers (the product's own sections; for admins also their back-office pages once BACK_OFFICE_URL names the back
// office), the company's invoices for who sees its financial data, and the Resources: cost calculator, academy,
// FAQs, and the Permissions link for who may manage permissions. Every internal link leads to a page that exists.
// Links to a tab are plain anchors: a same-page hash change must reach the tab bar (a `hashchange`).
import Link from "next/link";
import { Card } from "@/components/ui/misc";

const RESOURCES = {
  calculator: () => process.env.COST_CALCULATOR_URL ?? "https://omniplatform.example/employer-cost-calculator",
  academy: () => process.env.ACADEMY_URL ?? "https://academy.omniplatform.example",
  faqs: () => process.env.FAQS_URL ?? "https://help.omniplatform.example/faqs",
};

const LINK = "inline-flex min-h-8 items-center text-indigo-700 underline";

function External({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} className={LINK} target="_blank" rel="noreferrer">
      {children}
      <span aria-hidden className="ml-1">
        ↗
      </span>
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function ResourcesPanel(props: {
  companyId: string;
  showDocuments: boolean;
  /** The #permissions tab is shown (admins, super managers of the company). */
  showPermissionsTab: boolean;
  showInvoices: boolean;
  /** The company's onboarding checklist (who may read onboarding). */
  showChecklist: boolean;
  showPermissions: boolean;
  showImport: boolean;
  showAddEmployee: boolean;
  /** The atlas (flag atlas) for who can hire. */
  showAtlas: boolean;
  /** The company's approval chains and delegates (its managers, platform admins). */
  showApprovalChains: boolean;
  /** The back office's address, for admins, when one is configured. */
  backOfficeUrl: string | null;
}) {
  const base = `/companies/${encodeURIComponent(props.companyId)}`;
  const tabs = [
    { href: `${base}#details`, label: "Company details" },
    { href: `${base}#managers`, label: "Managers" },
    ...(props.showDocuments ? [{ href: `${base}#documents`, label: "Documents" }] : []),
    { href: `${base}#employees`, label: "Employees" },
    ...(props.showPermissionsTab ? [{ href: `${base}#permissions`, label: "Manager permissions" }] : []),
  ];
  const pages = [
    ...(props.showInvoices ? [{ href: `${base}/invoices`, label: "Invoices" }] : []),
    ...(props.showChecklist ? [{ href: `${base}/employee-checklist`, label: "Onboarding checklist" }] : []),
    ...(props.showAddEmployee ? [{ href: `${base}/add-hire`, label: "Add employee" }] : []),
    ...(props.showImport ? [{ href: `${base}/employees-upload`, label: "Import employees" }] : []),
    ...(props.showApprovalChains ? [{ href: `${base}/approval-chains`, label: "Approval chains and delegates" }] : []),
  ];
  const bo = props.backOfficeUrl?.replace(/\/$/, "");
  return (
    <div className="space-y-4">
      <Card title="Company links">
        <ul className="space-y-1 text-sm" data-testid="company-side-links">
          {tabs.map((l) => (
            <li key={l.href}>
              <a href={l.href} className={LINK}>
                {l.label}
              </a>
            </li>
          ))}
          {pages.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className={LINK}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        {bo ? (
          <>
            <h3 className="mt-3 text-xs font-medium uppercase tracking-wide text-slate-600">In the back office</h3>
            <ul className="space-y-1 text-sm">
              <li>
                <External href={`${bo}/companies/${encodeURIComponent(props.companyId)}`}>Company</External>
              </li>
              <li>
                <External href={`${bo}/companies/${encodeURIComponent(props.companyId)}/documents`}>Documents</External>
              </li>
              <li>
                <External href={`${bo}/companies/${encodeURIComponent(props.companyId)}/managers`}>Managers</External>
              </li>
            </ul>
          </>
        ) : null}
      </Card>
      <Card title="Resources">
        <ul className="space-y-1 text-sm">
          <li>
            <External href={RESOURCES.calculator()}>Cost calculator</External>
          </li>
          <li>
            <External href={RESOURCES.academy()}>Academy</External>
          </li>
          <li>
            <External href={RESOURCES.faqs()}>FAQs</External>
          </li>
          {props.showAtlas ? (
            <li>
              <Link href="/atlas" className={LINK}>
                Atlas: hiring country guide
              </Link>
            </li>
          ) : null}
          {props.showPermissions ? (
            <li>
              <Link href="/permissions" className={LINK}>
                Permissions
              </Link>
            </li>
          ) : null}
        </ul>
      </Card>
    </div>
  );
}
