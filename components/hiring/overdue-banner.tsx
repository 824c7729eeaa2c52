// Spec 1 section 8, banners on hire: overdue invoices, with 'Review and make a payment' for who may open the
// company invoices page (its financial data); others are told who can pay.
import Link from "next/link";
import { MESSAGES_HIRING } from "@/lib/hiring/constants";
import { Banner } from "@/components/ui/misc";

export function OverdueInvoicesBanner({ invoicesHref }: { invoicesHref: string | null }) {
  return (
    <Banner
      tone="warning"
      title={MESSAGES_HIRING.overdue}
      action={
        invoicesHref ? (
          <Link className="font-medium underline" href={invoicesHref}>
            {MESSAGES_HIRING.overdueLink}
          </Link>
        ) : undefined
      }
    >
      {invoicesHref ? null : "A manager with access to your company's financial data can review and pay the invoices."}
    </Banner>
  );
}
