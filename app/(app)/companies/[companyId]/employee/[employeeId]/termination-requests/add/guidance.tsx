// What the requester reads before the form (spec 2 section 2): the note and the Do/Don't guidance.
import { Banner, Card } from "@/components/ui/misc";

export function Guidance() {
  return (
    <>
      <Banner tone="info" title="Note">
        Your request starts the termination process; it does not end the employment by itself. Our team checks it
        against the local rules and contacts you about notice, final pay and the next steps.
      </Banner>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card title="Do">
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            <li>Tell us about the termination before you tell the employee.</li>
            <li>Keep written records of performance reviews, warnings and any disputes.</li>
            <li>Attach every document that supports the reason for the termination.</li>
            <li>Leave enough notice: the local rules may require more than 30 days.</li>
          </ul>
        </Card>
        <Card title="Don't">
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            <li>Don&apos;t inform the employee or stop their access before we confirm the next steps.</li>
            <li>Don&apos;t agree a last working day or a settlement with the employee yourself.</li>
            <li>Don&apos;t withhold salary, holiday pay or overtime the employee is owed.</li>
          </ul>
        </Card>
      </div>
    </>
  );
}
