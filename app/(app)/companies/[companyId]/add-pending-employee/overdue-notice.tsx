// The client's request form while its invoices are overdue (spec 1 sections 4, 8): the hire banner instead of the
// form, as on 'Choose your type of hire' (POST /api/seats refuses the request too).
import Link from "next/link";
import { addSeatBackLabel } from "@/lib/hiring/atlas";
import { OverdueInvoicesBanner } from "@/components/hiring/overdue-banner";

export function OverdueNotice({ invoicesHref, backHref }: { invoicesHref: string | null; backHref: string }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link href={backHref} className="text-sm text-indigo-700 underline">
        {addSeatBackLabel(backHref)}
      </Link>
      <h1 className="text-2xl font-semibold">Add employee details</h1>
      <OverdueInvoicesBanner invoicesHref={invoicesHref} />
    </div>
  );
}
