"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiErrorOf } from "@/components/ui/api-error";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/misc";
import { TextAreaField, TextField } from "@/components/ui/field";
import { GENERIC_FAILURE, useApiForm } from "@/components/ui/use-api-form";
import type { ExpenseDetail } from "@/lib/expenses/get-expense";
import { ZExpenseEditForm, type TExpenseEditForm } from "@/lib/expenses/schema";

/** The employee's edit (or answer to an info request). `onSave` sends the changes (PATCH, action "edit") and
 *  throws the API's refusal, whose field errors are keyed changes.<field>. */
export function ExpenseEditForm({
  e,
  onSave,
  onCancel,
}: {
  e: ExpenseDetail;
  onSave: (changes: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<TExpenseEditForm>({
    resolver: zodResolver(ZExpenseEditForm),
    defaultValues: { title: e.title, description: e.description ?? "", amount: e.amount?.amount ?? "" },
  });
  const { register, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const { submit } = useApiForm(form);

  const save = submit(async (values: TExpenseEditForm) => {
    try {
      await onSave({
        title: values.title,
        description: values.description || undefined,
        ...(values.amount ? { amount: values.amount } : {}),
      });
    } catch (error) {
      // The form has no banner: each refusal of a field (changes.<field>) goes under it, and the message is a toast.
      const apiError = apiErrorOf(error);
      for (const [key, messages] of Object.entries(apiError?.fieldErrors ?? {})) {
        const field = key.replace(/^changes\./, "");
        if (field in values) form.setError(field as keyof TExpenseEditForm, { type: "server", message: messages[0] });
      }
      toast.error("Error", { description: apiError ? apiError.message : GENERIC_FAILURE });
      throw error;
    }
  });

  return (
    <Card title={e.status === "INFO_NEEDED" ? "Answer info request" : "Edit expense"}>
      <form className="grid grid-cols-1 gap-3 sm:grid-cols-2" onSubmit={handleSubmit(save)}>
        <TextField label="Title" error={errors.title?.message} {...register("title")} />
        <TextField label="Amount" inputMode="decimal" error={errors.amount?.message} {...register("amount")} />
        <div className="sm:col-span-2">
          <TextAreaField label="Description" error={errors.description?.message} {...register("description")} />
        </div>
        <div className="flex gap-2">
          <Button type="submit" loading={isSubmitting}>
            Save
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
