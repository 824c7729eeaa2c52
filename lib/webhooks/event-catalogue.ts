// The event types offered in the back-office form: every target status of the known state machines, plus a
// wildcard per entity. Publishing needs no list (transition() emits for every workflow); a new state machine
// adds its workflow here only so the form can offer its events by name.
import type { Workflow } from "@/lib/workflow";
import { payReportWorkflow } from "@/lib/payroll/workflow";
import { seatSowWorkflow, seatStatusWorkflow } from "@/lib/hiring/workflow";
import { eventTypeOf } from "@/lib/webhooks/record-transition-event";

const WORKFLOWS: Workflow<string>[] = [payReportWorkflow, seatSowWorkflow, seatStatusWorkflow];

export function webhookEventCatalogue(): string[] {
  const types = new Set<string>();
  for (const workflow of WORKFLOWS) {
    types.add(`${workflow.entityType}.*`);
    for (const targets of Object.values<readonly string[]>(workflow.transitions))
      for (const to of targets) types.add(eventTypeOf(workflow.entityType, to));
  }
  return [...types].sort();
}
