// The company page's side links and Resources panel (spec 3 section 2, Other screens): cost calculator, academy,
// FAQs, and the Permissions link for who may manage permissions.
import Link from "next/link";
import { Card } from "@/components/ui/misc";

const RESOURCES = {
  calculator: () => process.env.COST_CALCULATOR_URL ?? "https://omniplatform.example/employer-cost-calculator",
  academy: () => process.env.ACADEMY_URL ?? "https://academy.omniplatform.example",
  faqs: () => process.env.FAQS_URL ?? "https://help.omniplatform.example/faqs",
};

export function ResourcesPanel(props: {
  companyId: string;
  showPermissions: boolean;
  showImport: boolean;
  showAddEmployee: boolean;
}) {
  const side = [
    { href: `/companies/${props.companyId}#employees`, label: "Employees" },
    { href: `/companies/${props.companyId}#documents`, label: "Documents" },
    ...(props.showAddEmployee ? [{ href: `/companies/${props.companyId}/add-hire`, label: "Add employee" }] : []),
    ...(props.showImport
      ? [{ href: `/companies/${props.companyId}/employees-upload`, label: "Import employees" }]
      : []),
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card title="Company links">
        <ul className="space-y-1 text-sm">
          {side.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className="text-indigo-700 underline">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Resources">
        <ul className="space-y-1 text-sm">
          <li>
            <a href={RESOURCES.calculator()} className="text-indigo-700 underline" target="_blank" rel="noreferrer">
              Cost calculator
            </a>
          </li>
          <li>
            <a href={RESOURCES.academy()} className="text-indigo-700 underline" target="_blank" rel="noreferrer">
              Academy
            </a>
          </li>
          <li>
            <a href={RESOURCES.faqs()} className="text-indigo-700 underline" target="_blank" rel="noreferrer">
              FAQs
            </a>
          </li>
          {props.showPermissions ? (
            <li>
              <Link href="/permissions" className="text-indigo-700 underline">
                Permissions
              </Link>
            </li>
          ) : null}
        </ul>
      </Card>
    </div>
  );
}
