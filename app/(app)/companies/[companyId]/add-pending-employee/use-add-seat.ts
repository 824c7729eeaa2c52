"use client";

// The 'Add employee details' form's state and sending: POST /api/seats (the client request says whether the
// automated proposal is used), the admin's optional order form document, then the page the outcome leads to.
import { useCallback, useMemo, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { apdPercentOf } from "@/lib/hiring/schema";
import type { Quote } from "@/lib/hiring/fees";
import { useApiForm } from "@/components/ui/use-api-form";
import { errorOf, seatDefaults, seatResolver, type CountryWithFacts, type Values } from "./add-seat-values";

export function useAddSeat({
  companyId,
  variant,
  countries,
  initialCountry,
  automatedProposals,
}: {
  companyId: string;
  variant: "client" | "admin";
  countries: CountryWithFacts[];
  initialCountry: string | null;
  automatedProposals: boolean;
}) {
  const router = useRouter();
  const isAdmin = variant === "admin";
  const form = useForm<Values>({
    resolver: seatResolver(countries, isAdmin),
    defaultValues: seatDefaults(variant, companyId, initialCountry),
  });
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control }) as Values;
  const { serverError, submit } = useApiForm(form);
  const [orderFormFile, setOrderFormFile] = useState<File | null>(null);

  const panelFees = useMemo(
    () =>
      isAdmin
        ? {
            managementFee: Number(values.managementFeeAmount),
            setupFee: Number(values.setupFeeAmount),
            depositType: values.depositType,
            apdPercent: apdPercentOf(values.apdChoice || undefined, Number(values.apdOtherPercent)),
            zeroDepositFee: Number(values.zeroDepositFee),
          }
        : undefined,
    [
      isAdmin,
      values.managementFeeAmount,
      values.setupFeeAmount,
      values.depositType,
      values.apdChoice,
      values.apdOtherPercent,
      values.zeroDepositFee,
    ],
  );

  // The 'Zero deposit fee' field appears once that deposit type is chosen: it starts with the fee the cost panel
  // shows (the company's or the default fee), once per choice, so it is not empty while the panel has a value.
  const zdiPrefilled = useRef(false);
  const onPanelQuote = useCallback(
    (quote: Pick<Quote, "zeroDepositFee">) => {
      const current = form.getValues();
      if (current.depositType !== "ZERO_DEPOSIT_INSURANCE") {
        zdiPrefilled.current = false;
        return;
      }
      const fee = Number(quote.zeroDepositFee);
      const entered = typeof current.zeroDepositFee === "number" && !Number.isNaN(current.zeroDepositFee);
      if (zdiPrefilled.current || entered || !(fee > 0)) return;
      zdiPrefilled.current = true;
      form.setValue("zeroDepositFee", fee, { shouldDirty: true });
    },
    [form],
  );

  const onSubmit = form.handleSubmit(
    submit(async (data) => {
      const body = isAdmin ? data : { ...data, useAutomatedProposal: automatedProposals };
      const res = await apiFetch<{ data: { id: string; sowStatus: string } }>("/api/seats", {
        method: "POST",
        json: body,
      });
      const seatId = res.data.id;
      if (isAdmin) {
        if (!data.orderFormSigned && orderFormFile) {
          const upload = new FormData();
          upload.set("file", orderFormFile);
          await apiFetch(`/api/seats/${seatId}/order-form`, { method: "POST", body: upload });
        }
        if (data.orderFormSigned) {
          // Back to the list, where the new row is marked and brought into view (?new=).
          toast.success("Employee added to the pending employees");
          router.push(`/companies/${companyId}?new=${encodeURIComponent(seatId)}#pending-employees`);
        } else router.push(`/companies/${companyId}/pending-employee/${seatId}`);
      } else if (res.data.sowStatus === "sow:awaiting-acceptance") {
        router.push(`/employees/new/${seatId}/order-form?review=1`);
      } else {
        router.push(`/companies/${companyId}/pending-employee/${seatId}?showModal=true`);
      }
      router.refresh();
    }),
  );

  return {
    register: form.register,
    err: errorOf(errors),
    isSubmitting,
    values,
    serverError,
    onSubmit,
    setOrderFormFile,
    panelFees,
    onPanelQuote,
  };
}
