// The admins' Local onboarding card (spec 1 section 6 'admin sees all plus local onboarding'): the employee's
// localOnboardingDetails as the local provider recorded them, with the provider named.
import { Card, DefinitionList } from "@/components/ui/misc";
import type { LocalOnboardingItem } from "@/lib/employees/local-onboarding";

export function LocalOnboardingCard({ items, employer }: { items: LocalOnboardingItem[]; employer: string | null }) {
  return (
    <Card title="Local onboarding">
      <div className="space-y-3" data-testid="local-onboarding">
        <p className="text-sm text-slate-600">
          {employer ? `Recorded with ${employer}, the local employer.` : "No local employer assigned yet."}
        </p>
        {items.length ? (
          <DefinitionList items={items} />
        ) : (
          <p className="text-sm text-slate-600">No local onboarding details recorded yet.</p>
        )}
      </div>
    </Card>
  );
}
