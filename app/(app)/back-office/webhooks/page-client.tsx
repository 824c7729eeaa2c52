"use client";

// Webhook endpoints: the list (filtered by event type), the add form (secret shown once), enable/disable,
// delete behind a confirmation, and each endpoint's delivery log with Replay.
import { useState } from "react";
import useSWR from "swr";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { toast } from "sonner";
import { apiFetch, swrFetcher } from "@/lib/http/client";
import { apiErrorOf, toastApiRefusal } from "@/components/ui/api-error";
import { ZCreateWebhookEndpoint, type TCreateWebhookEndpoint, type WebhookEndpointDto } from "@/lib/webhooks/schema";
import { Button } from "@/components/ui/button";
import { CheckboxField, SelectField, TextField } from "@/components/ui/field";
import { Banner, Card, EmptyState, Pill } from "@/components/ui/misc";
import { applyApiError, useApiForm } from "@/components/ui/use-api-form";
import { ConfirmDialog } from "@/components/ui/dialog";
import { DeliveryLog } from "./delivery-log";

type Option = { value: string; label: string };

const errorToast = toastApiRefusal;

export function WebhooksClient({ companies, eventTypes }: { companies: Option[]; eventTypes: string[] }) {
  const [event, setEvent] = useState("");
  const key = event ? `/api/webhooks?event=${encodeURIComponent(event)}` : "/api/webhooks";
  const { data, error, mutate } = useSWR<WebhookEndpointDto[]>(key, swrFetcher);
  const [secret, setSecret] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<WebhookEndpointDto | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [openLog, setOpenLog] = useState<string | null>(null);

  const toggle = async (endpoint: WebhookEndpointDto) => {
    try {
      await apiFetch(`/api/webhooks/${endpoint.id}`, { method: "PATCH", json: { active: !endpoint.active } });
      toast.success(endpoint.active ? "Endpoint disabled" : "Endpoint enabled");
      await mutate();
    } catch (e) {
      errorToast(e);
    }
  };
  const remove = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await apiFetch(`/api/webhooks/${toDelete.id}`, { method: "DELETE" });
      toast.success("Endpoint deleted");
      setToDelete(null);
      await mutate();
    } catch (e) {
      errorToast(e);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="space-y-4">
      <AddEndpointForm
        companies={companies}
        eventTypes={eventTypes}
        onCreated={async (created) => {
          setSecret(created.secret);
          await mutate();
        }}
      />
      {secret ? (
        <Banner tone="success" title="Copy the signing secret now: it will not be shown again.">
          <code className="break-all" data-testid="new-webhook-secret">
            {secret}
          </code>
        </Banner>
      ) : null}
      <div className="max-w-sm">
        <SelectField
          label="Show endpoints receiving"
          value={event}
          onChange={(e) => setEvent(e.target.value)}
          placeholder="Any event"
          options={eventTypes.map((t) => ({ value: t, label: t }))}
        />
      </div>
      {error ? <Banner tone="error" title="Something went wrong, please contact our support team" /> : null}
      {data && data.length === 0 ? <EmptyState title="No webhook endpoints" /> : null}
      {data && data.length > 0 ? (
        <ul className="space-y-3" aria-label="Webhook endpoints">
          {data.map((endpoint) => (
            <li key={endpoint.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 space-y-1">
                  <p className="break-all font-medium text-slate-900">{endpoint.url}</p>
                  <p className="text-slate-600">
                    {endpoint.companyName ?? "All companies"} ·{" "}
                    {endpoint.events.length ? endpoint.events.join(", ") : "All events"}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <Pill tone={endpoint.active ? "success" : "neutral"}>{endpoint.active ? "Active" : "Disabled"}</Pill>
                  <Button variant="secondary" onClick={() => toggle(endpoint)}>
                    {endpoint.active ? "Disable" : "Enable"}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-expanded={openLog === endpoint.id}
                    onClick={() => setOpenLog(openLog === endpoint.id ? null : endpoint.id)}
                  >
                    Deliveries
                  </Button>
                  <Button variant="danger" onClick={() => setToDelete(endpoint)} aria-label={`Delete ${endpoint.url}`}>
                    Delete
                  </Button>
                </div>
              </div>
              {openLog === endpoint.id ? <DeliveryLog endpoint={endpoint} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={!!toDelete}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this endpoint?"
        description={`${toDelete?.url ?? ""} stops receiving events and its delivery log is deleted.`}
        confirmLabel="Delete"
        danger
        busy={deleting}
        onConfirm={remove}
      />
    </div>
  );
}

function AddEndpointForm({
  companies,
  eventTypes,
  onCreated,
}: {
  companies: Option[];
  eventTypes: string[];
  onCreated: (created: WebhookEndpointDto & { secret: string }) => Promise<void>;
}) {
  const form = useForm<z.input<typeof ZCreateWebhookEndpoint>, unknown, TCreateWebhookEndpoint>({
    resolver: zodResolver(ZCreateWebhookEndpoint),
    defaultValues: { url: "", companyId: "", events: [] },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { serverError, submit } = useApiForm(form);
  const add = submit(async (values: TCreateWebhookEndpoint) => {
    let created: WebhookEndpointDto & { secret: string };
    try {
      created = await apiFetch<WebhookEndpointDto & { secret: string }>("/api/webhooks", {
        method: "POST",
        json: { ...values, companyId: values.companyId ?? undefined },
      });
    } catch (e) {
      // A 422 is the client's read-only notice and a failure that is not the API's says nothing; a refusal of
      // the URL or the company shows under that field only; any other goes to the banner (useApiForm).
      const apiError = apiErrorOf(e);
      if (!apiError || apiError.status === 422) return;
      if (apiError.fieldErrors.url || apiError.fieldErrors.companyId) return void applyApiError(form, apiError);
      throw e;
    }
    reset();
    await onCreated(created);
  });
  const eventsError = Array.isArray(errors.events)
    ? errors.events.find((item) => item?.message)?.message
    : errors.events?.message;
  return (
    <Card title="Add an endpoint">
      <form onSubmit={handleSubmit(add)} noValidate className="space-y-4">
        <TextField
          label="URL"
          required
          placeholder="https://example.com/omni-webhooks"
          hint="https only (http://localhost while developing)."
          error={errors.url?.message}
          {...register("url")}
        />
        <SelectField
          label="Company"
          placeholder="All companies (platform-wide)"
          options={companies}
          error={errors.companyId?.message}
          {...register("companyId")}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Events (none ticked: all events)</legend>
          <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {eventTypes.map((type) => (
              <CheckboxField key={type} label={type} value={type} {...register("events")} />
            ))}
          </div>
          {eventsError ? (
            <p role="alert" className="text-xs text-red-700">
              {eventsError}
            </p>
          ) : null}
        </fieldset>
        {serverError ? <Banner tone="error" title={serverError} /> : null}
        <Button type="submit" loading={isSubmitting}>
          Add endpoint
        </Button>
      </form>
    </Card>
  );
}
