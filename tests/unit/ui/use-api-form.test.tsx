// The kit's form hook: an API refusal lands under the form's fields and in one banner sentence.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { ApiError } from "@/lib/http/client";
import { useApiForm, GENERIC_FAILURE } from "@/components/ui/use-api-form";

type Values = { name: string; answers: { lastDay: string } };

function Form({ send }: { send: (v: Values) => Promise<unknown> }) {
  const form = useForm<Values>({ defaultValues: { name: "Ada", answers: { lastDay: "" } } });
  const { serverError, submit } = useApiForm(form);
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(submit(send))}>
      <input aria-label="Name" {...form.register("name")} />
      {errors.name ? <p>name: {errors.name.message}</p> : null}
      {errors.answers?.lastDay ? <p>lastDay: {errors.answers.lastDay.message}</p> : null}
      {serverError ? <p role="alert">{serverError}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

it("puts the server's field errors under the form's fields and its message in the banner", async () => {
  const refusal = new ApiError(400, {
    message: "Please fix the highlighted fields",
    fieldErrors: { name: ["Name is taken"], "answers.lastDay": ["Too soon"], unknownField: ["ignored"] },
  });
  render(<Form send={() => Promise.reject(refusal)} />);
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByText("name: Name is taken")).toBeInTheDocument();
  expect(screen.getByText("lastDay: Too soon")).toBeInTheDocument();
  expect(screen.getByRole("alert")).toHaveTextContent("Please fix the highlighted fields");
  expect(screen.queryByText(/ignored/)).not.toBeInTheDocument();
});

it("an unexpected failure reads as one plain sentence, and a success clears it", async () => {
  let fail = true;
  render(<Form send={() => (fail ? Promise.reject(new TypeError("fetch failed")) : Promise.resolve(1))} />);
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(GENERIC_FAILURE);
  fail = false;
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  await screen.findByRole("button", { name: "Save" });
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});
