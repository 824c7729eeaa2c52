"use client";

// The Next step card's "Set employer and legal entity" dialog: the two choices of the edit page, saved through
// the same PATCH /api/employees/{id} and its schema (both required here). The page reloads its data after.
// Opened by SetEmployerAction (set-employer-action.tsx), which loads this code on the first opening.
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { ZSetEmployer, type TSetEmployer, type TSetEmployerInput } from "@/lib/employees/set-employer-schema";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/field";
import { Banner } from "@/components/ui/misc";
import { useApiForm } from "@/components/ui/use-api-form";

type Option = { value: string; label: string };
export type EmployerChoices = { employers: Option[]; legalEntities: Option[] };

export type SetEmployerProps = {
  employeeId: string;
  choices: EmployerChoices;
  current: { lspId: string | null; legalEntityId: string | null };
};

export function SetEmployerDialog({
  employeeId,
  choices,
  current,
  open,
  setOpen,
}: SetEmployerProps & { open: boolean; setOpen: (open: boolean) => void }) {
  const router = useRouter();
  const form = useForm<TSetEmployerInput, unknown, TSetEmployer>({
    resolver: zodResolver(ZSetEmployer),
    defaultValues: { lspId: current.lspId ?? "", legalEntityId: current.legalEntityId ?? "" },
  });
  const { register, handleSubmit, formState } = form;
  const { serverError, setServerError, submit } = useApiForm(form);

  const save = handleSubmit(
    submit(async (values) => {
      await apiFetch(`/api/employees/${encodeURIComponent(employeeId)}`, {
        method: "PATCH",
        json: { lspId: values.lspId, legalEntityId: values.legalEntityId },
      });
      toast.success("Employer and legal entity saved");
      setOpen(false);
      router.refresh();
    }),
  );

  const noEntities = choices.legalEntities.length === 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setServerError(null);
      }}
      title="Set employer and legal entity"
      description="The employer of record (local service provider) and its legal entity in the employee's country."
    >
      <form noValidate onSubmit={save} aria-label="Employer and legal entity" className="space-y-4">
        <SelectField
          label="Employer (LSP)"
          required
          placeholder="Choose an employer"
          options={choices.employers}
          error={formState.errors.lspId?.message}
          {...register("lspId")}
        />
        <SelectField
          label="Legal entity"
          required
          placeholder="Choose a legal entity"
          options={choices.legalEntities}
          hint={noEntities ? "No legal entity is set up in the employee's country yet." : undefined}
          error={formState.errors.legalEntityId?.message}
          {...register("legalEntityId")}
        />
        {serverError ? <Banner tone="error" title={serverError} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            Save employer
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
