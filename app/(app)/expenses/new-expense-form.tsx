"use client";

// 'New expense' (spec 2 sections 2, 5, 6): title, description, one of the 15 categories, amount with currency,
// date spent (not in the future), and the receipt: image, pdf or word up to 15 MB with the spec's two messages,
// uploaded with a progress bar through the document pipeline (POST /api/documents), then the expense is filed
// with its documentId. Same zod schema as the server.
import { useRef, useState } from "react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { apiErrorOf } from "@/components/ui/api-error";
import { ACCEPT_ATTRIBUTE, checkFileMeta } from "@/lib/documents/schema";
import { EXPENSE_CATEGORIES, ZExpenseCreate } from "@/lib/expenses/schema";
import { useUpload } from "@/components/ui/use-upload";
import { UploadProgress } from "@/components/ui/upload-progress";
import { Button } from "@/components/ui/button";
import { FieldShell, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { currencyOptions } from "@/lib/display";

const CURRENCIES = Intl.supportedValuesOf("currency");
const today = () => new Date().toISOString().slice(0, 10);

type Errors = Record<string, string | undefined>;

export function NewExpenseForm({ defaultCurrency, onDone }: { defaultCurrency: string; onDone: () => void }) {
  const [values, setValues] = useState({
    title: "",
    description: "",
    category: "",
    amount: "",
    currency: defaultCurrency,
    dateSpent: today(),
  });
  const [errors, setErrors] = useState<Errors>({});
  const receipt = useUpload();
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const checkFile = () => {
    const file = fileRef.current?.files?.[0];
    const message = file ? checkFileMeta(file) : null;
    setErrors((e) => ({ ...e, receipt: message ?? undefined }));
    return { file, message };
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = ZExpenseCreate.safeParse({ ...values, description: values.description || undefined });
    const { file, message } = checkFile();
    const next: Errors = { receipt: message ?? undefined };
    if (!parsed.success) for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    setErrors(next);
    if (!parsed.success || message) return;
    setBusy(true);
    try {
      let documentId: string | undefined;
      if (file) {
        const sent = await receipt.send("/api/documents", file, { title: `Receipt ${values.title}`.slice(0, 200) });
        if (!sent.ok) return setErrors((e) => ({ ...e, receipt: sent.message }));
        documentId = sent.body.id;
      }
      await apiFetch("/api/expenses", { method: "POST", json: { ...parsed.data, documentId } });
      toast.success("Expense submitted");
      onDone();
    } catch (e) {
      const apiError = apiErrorOf(e);
      if (apiError) {
        setErrors(Object.fromEntries(Object.entries(apiError.fieldErrors).map(([k, v]) => [k, v[0]])));
        toast.error("Error", { description: apiError.message });
      } else toast.error("Error", { description: "Something went wrong, please contact our support team" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="New expense">
      <TextField
        label="Title"
        required
        value={values.title}
        onChange={set("title")}
        error={errors.title}
        maxLength={200}
      />
      <SelectField
        label="Category"
        required
        value={values.category}
        onChange={set("category")}
        error={errors.category}
        placeholder="Choose a category"
        options={Object.entries(EXPENSE_CATEGORIES).map(([value, label]) => ({ value, label }))}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          label="Description"
          value={values.description}
          onChange={set("description")}
          error={errors.description}
          rows={2}
        />
      </div>
      <TextField
        label="Amount"
        required
        inputMode="decimal"
        value={values.amount}
        onChange={set("amount")}
        error={errors.amount}
      />
      <SelectField
        label="Currency"
        required
        value={values.currency}
        onChange={set("currency")}
        error={errors.currency}
        options={currencyOptions(CURRENCIES)}
      />
      <TextField
        label="Date spent"
        required
        type="date"
        min="1910-01-01"
        max={today()}
        value={values.dateSpent}
        onChange={set("dateSpent")}
        error={errors.dateSpent}
      />
      <FieldShell
        label="Receipt"
        error={errors.receipt ?? errors.documentId}
        hint="An image, pdf or word document up to 15 MB."
      >
        {({ id, describedBy }) => (
          <input
            id={id}
            ref={fileRef}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            aria-describedby={describedBy}
            aria-invalid={!!errors.receipt}
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
        <Button type="submit" loading={busy}>
          Submit expense
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
