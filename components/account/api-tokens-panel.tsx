"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { apiErrorOf, toastApiRefusal } from "@/components/ui/api-error";
import type { ApiTokenView, CreatedApiToken } from "@/lib/account/dto";
import { useApiTokens } from "@/lib/swr/use-api-tokens";
import { ZCreateApiToken, type TCreateApiToken } from "@/lib/account/api-token-schema";
import { formatDate } from "@/lib/dates";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Banner, Card, EmptyState } from "@/components/ui/misc";
import { GENERIC_FAILURE, useApiForm } from "@/components/ui/use-api-form";

type Token = ApiTokenView;

export function ApiTokensPanel() {
  const { data, error, mutate } = useApiTokens();
  const [newToken, setNewToken] = useState<string | null>(null);
  const form = useForm<z.input<typeof ZCreateApiToken>, unknown, TCreateApiToken>({
    resolver: zodResolver(ZCreateApiToken),
    defaultValues: { name: "" },
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const { submit } = useApiForm(form);

  const create = submit(async (values: TCreateApiToken) => {
    let created: CreatedApiToken;
    try {
      created = await apiFetch<CreatedApiToken>("/api/api-tokens", { method: "POST", json: values });
    } catch (e) {
      // A 422 is the client's read-only notice, any other failure that is not the API's says nothing; the form's
      // one field shows the API's refusal: its own message (useApiForm puts it there), else the server's.
      const apiError = apiErrorOf(e);
      if (!apiError || apiError.status === 422) return;
      if (!apiError.fieldErrors.name) setError("name", { message: apiError.message || GENERIC_FAILURE });
      throw e;
    }
    setNewToken(created.token);
    reset();
    await mutate();
  });
  const revoke = async (token: Token) => {
    try {
      await apiFetch(`/api/api-tokens/${token.id}`, { method: "DELETE" });
      toast.success(`${token.name} revoked`);
      await mutate();
    } catch (e) {
      toastApiRefusal(e);
    }
  };

  return (
    <div className="space-y-4">
      <Card title="Create a token">
        <form onSubmit={handleSubmit(create)} noValidate className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <TextField label="Token name" error={errors.name?.message} {...register("name")} />
          </div>
          <Button type="submit" loading={isSubmitting}>
            Create token
          </Button>
        </form>
        {newToken ? (
          <div className="mt-4">
            <Banner tone="success" title="Copy your token now: it will not be shown again.">
              <code className="break-all" data-testid="new-api-token">
                {newToken}
              </code>
            </Banner>
          </div>
        ) : null}
      </Card>
      {error ? <Banner tone="error" title="Something went wrong, please contact our support team" /> : null}
      {data && data.length === 0 ? <EmptyState title="No tokens yet" /> : null}
      {data && data.length > 0 ? (
        <ul
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          aria-label="Your API tokens"
        >
          {data.map((token) => (
            <li key={token.id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
              <div>
                <p className="font-medium">{token.name}</p>
                <p className="text-slate-600">
                  Created {formatDate(token.createdAt)} · last used{" "}
                  {token.lastUsedAt ? formatDate(token.lastUsedAt) : "never"}
                </p>
              </div>
              <Button variant="secondary" onClick={() => revoke(token)} aria-label={`Revoke ${token.name}`}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
