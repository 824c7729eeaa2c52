// The event types offered in the back-office form: every target status of the given state machines, plus a
// wildcard per entity. Publishing needs no list (transition() emits for every workflow); the page passes the
// workflows whose events the form offers by name (app/(app)/back-office/webhooks/page.tsx), so this outbox
// knows no domain.
import type { Workflow } from "@/lib/workflow";
import { eventTypeOf } from "@/lib/webhooks/record-transition-event";

export function webhookEventCatalogue(workflows: readonly Workflow<string>[]): string[] {
  const types = new Set<string>();
  for (const workflow of workflows) {
    types.add(`${workflow.entityType}.*`);
    for (const targets of Object.values<readonly string[]>(workflow.transitions))
      for (const to of targets) types.add(eventTypeOf(workflow.entityType, to));
  }
  return [...types].sort();
}
