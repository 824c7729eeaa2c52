"use client";

// The first questions of the request (spec 2 section 5): manager, awareness, reason and disputes, each with its
// conditional follow-up.
import { Controller } from "react-hook-form";
import { TERMINATION_REASONS } from "@/lib/terminations/schema";
import { QUESTION, REASON_LABEL } from "@/lib/terminations/labels";
import { SelectField, TextAreaField } from "@/components/ui/field";
import { Choice, yesNo } from "./choice";
import type { TerminationFields } from "./termination-form";

export function ReasonFields({ fields, managerEmails }: { fields: TerminationFields; managerEmails: string[] }) {
  const { form, watch, err, choose } = fields;
  return (
    <>
      <Choice
        legend={QUESTION.isEmployeeOPManager}
        name="isEmployeeOPManager"
        options={yesNo}
        value={watch.isEmployeeOPManager}
        onChange={(v) => choose("isEmployeeOPManager", v, { field: "employeeManagerEmail", when: "yes" })}
        error={err("isEmployeeOPManager")}
      />
      {watch.isEmployeeOPManager === "yes" ? (
        <SelectField
          label={QUESTION.employeeManagerEmail}
          required
          placeholder="Select a manager email"
          options={managerEmails.map((e) => ({ value: e, label: e }))}
          {...form.register("employeeManagerEmail")}
          error={err("employeeManagerEmail")}
        />
      ) : null}
      <Choice
        legend={QUESTION.isEmployeeAwareOfTermination}
        name="isEmployeeAwareOfTermination"
        options={yesNo}
        value={watch.isEmployeeAwareOfTermination}
        onChange={(v) => choose("isEmployeeAwareOfTermination", v)}
        error={err("isEmployeeAwareOfTermination")}
      />
      <Controller
        control={form.control}
        name="terminationReason"
        render={({ field }) => (
          <SelectField
            label={QUESTION.terminationReason}
            required
            placeholder="Select a reason"
            options={TERMINATION_REASONS.map((r) => ({ value: r, label: REASON_LABEL[r] }))}
            value={field.value ?? ""}
            onBlur={field.onBlur}
            onChange={(e) =>
              choose("terminationReason", e.target.value, { field: "detailsOfTerminationReason", when: "other" })
            }
            error={err("terminationReason")}
          />
        )}
      />
      {watch.terminationReason === "other" ? (
        <TextAreaField
          label={QUESTION.detailsOfTerminationReason}
          required
          rows={3}
          {...form.register("detailsOfTerminationReason")}
          error={err("detailsOfTerminationReason")}
        />
      ) : null}
      <Choice
        legend={QUESTION.hasDisputesWithEmployee}
        name="hasDisputesWithEmployee"
        options={yesNo}
        value={watch.hasDisputesWithEmployee}
        onChange={(v) => choose("hasDisputesWithEmployee", v, { field: "detailsOfDisputesWithEmployee", when: "yes" })}
        error={err("hasDisputesWithEmployee")}
      />
      {watch.hasDisputesWithEmployee === "yes" ? (
        <TextAreaField
          label={QUESTION.detailsOfDisputesWithEmployee}
          required
          rows={3}
          {...form.register("detailsOfDisputesWithEmployee")}
          error={err("detailsOfDisputesWithEmployee")}
        />
      ) : null}
    </>
  );
}
