"use client";

// The order form (spec 1 section 2 'Review page'): tabs Key facts / How it works / Invoice schedule / Onboarding
// schedule, the terms checkbox that enables 'Add Employee', the 'Agree and continue?' invoices modal, Approval
// Details once signed, and a PNG download drawn client-side (SVG -> canvas, no library).
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Camera } from "lucide-react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import type { Quote } from "@/lib/hiring/fees";
import type { SeatView } from "@/lib/hiring/dto";
import { Button } from "@/components/ui/button";
import { Banner } from "@/components/ui/misc";
import type { KeyFactsContent } from "@/components/hiring/key-facts";
import { HireSteps } from "@/components/hiring/hire-steps";
import { downloadAsImage } from "./order-form-image";
import { OrderFormTabs } from "./order-form-tabs";
import { ApprovalDetails, OrderFormSummary } from "./order-form-details";
import { AcceptOrderForm } from "./accept-order-form";

export function OrderFormView({
  seat,
  quote,
  keyFacts,
  reviewMode,
  canAccept,
  backHref,
  invoicePopup = true,
}: {
  seat: SeatView;
  quote: Quote | null;
  keyFacts: KeyFactsContent | null;
  reviewMode: boolean;
  canAccept: boolean;
  backHref: string;
  /** The 'Agree and continue?' invoices modal before accepting (flag addEmployeeInvoicePopup). */
  invoicePopup?: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept(close: () => void) {
    setBusy(true);
    setError(null);
    try {
      await apiFetch(`/api/seats/${seat.id}`, {
        method: "PATCH",
        json: { sowStatus: "sow:accepted", version: seat.version },
      });
      toast.success("Order form accepted");
      close();
      // Automated flow with key facts goes straight to the checklist; otherwise the pending page with the thank-you modal.
      router.push(
        reviewMode && keyFacts?.facts?.length
          ? `/companies/${seat.companyId}/pending-employees/${seat.id}/employee-checklist`
          : `/companies/${seat.companyId}/pending-employee/${seat.id}?showModal=true`,
      );
      router.refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      close();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <Link href={backHref} className="text-sm text-indigo-700 underline">
        Back
      </Link>
      {reviewMode ? <HireSteps current="review" /> : null}
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{reviewMode ? "Review employee request" : "Order Form"}</h1>
        <Button
          variant="ghost"
          aria-label="Download the order form as an image"
          onClick={() => downloadAsImage(seat, quote).catch((e) => toast.error(String(e)))}
        >
          <Camera aria-hidden className="h-5 w-5" />
        </Button>
      </div>
      {error ? <Banner tone="error" title={error} /> : null}
      <OrderFormSummary seat={seat} />
      <OrderFormTabs seat={seat} quote={quote} keyFacts={keyFacts} />
      <ApprovalDetails seat={seat} />
      {canAccept ? (
        <AcceptOrderForm seat={seat} quote={quote} invoicePopup={invoicePopup} busy={busy} onAccept={accept} />
      ) : null}
    </div>
  );
}
