"use client";

// 'New expense' (spec 2 sections 2, 5, 6): title, description, one of the 15 categories, amount with currency,
// date spent (not in the future), and the receipt: image, pdf or word up to 15 MB with the spec's two messages,
// uploaded with a progress bar through the document pipeline (POST /api/documents), then the expense is filed
// with its documentId. Same zod schema as the server.
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { apiFetch } from "@/lib/http/client";
import { apiErrorOf } from "@/components/ui/api-error";
import { ACCEPT_ATTRIBUTE, checkFileMeta } from "@/lib/documents/schema";
import { EXPENSE_CATEGORIES, ZExpenseCreate, type TExpenseCreate } from "@/lib/expenses/schema";
import { useUpload } from "@/components/ui/use-upload";
import { UploadProgress } from "@/components/ui/upload-progress";
import { Button } from "@/components/ui/button";
import { FieldShell, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { GENERIC_FAILURE, useApiForm } from "@/components/ui/use-api-form";
import { currencyOptions } from "@/lib/display";

const CURRENCIES = Intl.supportedValuesOf("currency");
const today = () => new Date().toISOString().slice(0, 10);

type ExpenseInput = z.input<typeof ZExpenseCreate>;

export function NewExpenseForm({ defaultCurrency, onDone }: { defaultCurrency: string; onDone: () => void }) {
  const form = useForm<ExpenseInput, unknown, TExpenseCreate>({
    resolver: zodResolver(ZExpenseCreate),
    defaultValues: {
      title: "",
      description: "",
      category: "" as ExpenseInput["category"],
      amount: "",
      currency: defaultCurrency,
      dateSpent: today(),
    },
  });
  const { register, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const { submit } = useApiForm(form);
  // The receipt is not a field of the form (a file input): its own message, or the server's on documentId.
  const [receiptError, setReceiptError] = useState<string | undefined>();
  const receipt = useUpload();
  const fileRef = useRef<HTMLInputElement>(null);

  const checkFile = () => {
    const file = fileRef.current?.files?.[0];
    const message = file ? checkFileMeta(file) : null;
    setReceiptError(message ?? undefined);
    return { file, message };
  };

  // Wrapped in submit() when the form is submitted: it reads the file input's ref, never while rendering.
  const send = async (values: TExpenseCreate) => {
    const { file, message } = checkFile();
    if (message) return;
    let documentId: string | undefined;
    try {
      if (file) {
        const sent = await receipt.send("/api/documents", file, { title: `Receipt ${values.title}`.slice(0, 200) });
        if (!sent.ok) return setReceiptError(sent.message);
        documentId = sent.body.id;
      }
      await apiFetch("/api/expenses", {
        method: "POST",
        json: { ...values, description: values.description || undefined, documentId },
      });
    } catch (e) {
      // Field errors go under their fields (useApiForm); the refusal is also a toast, as the form has no banner.
      const apiError = apiErrorOf(e);
      if (apiError?.fieldErrors.documentId) setReceiptError(apiError.fieldErrors.documentId[0]);
      toast.error("Error", { description: apiError ? apiError.message : GENERIC_FAILURE });
      throw e;
    }
    toast.success("Expense submitted");
    onDone();
  };

  return (
    <form
      // The receipt is checked with the fields, so both sets of messages show at once.
      onSubmit={(event) => {
        checkFile();
        void handleSubmit(submit(send))(event);
      }}
      noValidate
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      aria-label="New expense"
    >
      <TextField label="Title" required error={errors.title?.message} maxLength={200} {...register("title")} />
      <SelectField
        label="Category"
        required
        error={errors.category?.message}
        placeholder="Choose a category"
        options={Object.entries(EXPENSE_CATEGORIES).map(([value, label]) => ({ value, label }))}
        {...register("category")}
      />
      <div className="sm:col-span-2">
        <TextAreaField label="Description" error={errors.description?.message} rows={2} {...register("description")} />
      </div>
      <TextField label="Amount" required inputMode="decimal" error={errors.amount?.message} {...register("amount")} />
      <SelectField
        label="Currency"
        required
        error={errors.currency?.message}
        options={currencyOptions(CURRENCIES)}
        {...register("currency")}
      />
      <TextField
        label="Date spent"
        required
        type="date"
        min="1910-01-01"
        max={today()}
        error={errors.dateSpent?.message}
        {...register("dateSpent")}
      />
      <FieldShell label="Receipt" error={receiptError} hint="An image, pdf or word document up to 15 MB.">
        {({ id, describedBy }) => (
          <input
            id={id}
            ref={fileRef}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            aria-describedby={describedBy}
            aria-invalid={!!receiptError}
            onChange={checkFile}
            className="block w-full text-sm text-slate-800"
          />
        )}
      </FieldShell>
      <UploadProgress
        id="receipt-progress"
        label="Uploading receipt"
        progress={receipt.progress}
        className="sm:col-span-2"
      />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" loading={isSubmitting}>
          Submit expense
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
