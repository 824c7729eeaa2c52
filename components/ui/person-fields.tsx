"use client";

// First name, last name and, when asked, the e-mail of a person a form adds or edits (admins, company managers,
// LSP managers), registered on the form's own react-hook-form instance; the caller lays them out.
import type { FieldErrors, Path, UseFormReturn } from "react-hook-form";
import { TextField } from "@/components/ui/field";

type PersonNames = { firstName: string; lastName: string; email?: string };

export function PersonFields<T extends PersonNames, TOut>({
  form,
  email = false,
  emailHint,
}: {
  form: Pick<UseFormReturn<T, unknown, TOut>, "register" | "formState">;
  email?: boolean;
  emailHint?: string;
}) {
  const errors = form.formState.errors as FieldErrors<PersonNames>;
  const field = (name: keyof PersonNames) => form.register(name as Path<T>);
  return (
    <>
      <TextField label="First name" required error={errors.firstName?.message} {...field("firstName")} />
      <TextField label="Last name" required error={errors.lastName?.message} {...field("lastName")} />
      {email ? (
        <TextField
          label="Email"
          type="email"
          required
          hint={emailHint}
          error={errors.email?.message}
          {...field("email")}
        />
      ) : null}
    </>
  );
}
