// One card per integration: configured or not, what is set up, the newest activity, and a link to its page when
// the viewer may open it (server component: the data comes from the page's loader).
import Link from "next/link";
import { Card, DefinitionList, Pill } from "@/components/ui/misc";
import { formatDateTime } from "@/lib/dates";
import type { IntegrationState } from "@/lib/integrations/list-integrations";

export function IntegrationCards({ integrations }: { integrations: IntegrationState[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label="Integrations">
      {integrations.map((integration) => (
        <li key={integration.key} data-testid={`integration-${integration.key}`}>
          <Card
            title={integration.name}
            actions={
              <Pill tone={integration.configured ? "success" : "neutral"}>
                {integration.configured ? "Configured" : "Not configured"}
              </Pill>
            }
          >
            <p className="mb-3 text-sm text-slate-600">{integration.description}</p>
            <DefinitionList
              items={[
                { label: "Set up", value: integration.summary },
                {
                  label: "Last activity",
                  value: integration.lastActivityAt
                    ? `${integration.lastActivity}: ${formatDateTime(integration.lastActivityAt)}`
                    : "None yet",
                },
              ]}
            />
            {integration.href ? (
              <Link href={integration.href} className="mt-3 inline-block text-sm text-indigo-700 underline">
                Manage {integration.name}
              </Link>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
