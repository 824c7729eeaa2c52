"use client";

// Create form (spec 3 section 5): country required; the client-specific checkbox is disabled until a country is
// chosen; template id at most 5 characters; create disabled while errors exist.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { CheckboxField, SelectField, TextField } from "@/components/ui/field";
import { Banner } from "@/components/ui/misc";
import { apiFetch, failureMessage } from "@/lib/http/client";
import { ZCreateTemplateMapping } from "@/lib/contracts/template-mappings/schema";

export function CreateMappingClient({
  countries,
  companies,
}: {
  countries: { code: string; name: string }[];
  companies: { id: string; name: string }[];
}) {
  const router = useRouter();
  const [form, setForm] = useState({
    countryCode: "",
    clientSpecific: false,
    companyId: "",
    avvokaOriginalTemplateId: "",
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parsed = ZCreateTemplateMapping.safeParse({ ...form, companyId: form.companyId || undefined });
  const issues = parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  async function create() {
    if (!parsed.success) return;
    setBusy(true);
    try {
      await apiFetch("/api/contracts/template-mappings", { method: "POST", json: parsed.data });
      router.push("/back-office/template-mappings");
    } catch (e) {
      setError(`Something went wrong during the mapping update/creation: ${failureMessage(e, String(e))}`);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-3">
      {error ? <Banner tone="error" title={error} /> : null}
      <SelectField
        label="Country"
        required
        placeholder="Select"
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
        value={form.countryCode}
        onChange={(e) => setForm({ ...form, countryCode: e.target.value })}
      />
      <CheckboxField
        label="Client specific"
        disabled={!form.countryCode}
        checked={form.clientSpecific}
        onChange={(e) => setForm({ ...form, clientSpecific: e.target.checked })}
      />
      {form.clientSpecific ? (
        <SelectField
          label="Company"
          required
          placeholder="Select"
          options={companies.map((c) => ({ value: c.id, label: c.name }))}
          value={form.companyId}
          onChange={(e) => setForm({ ...form, companyId: e.target.value })}
          error={form.companyId ? undefined : issues.companyId}
        />
      ) : null}
      <TextField
        label="Template id"
        required
        value={form.avvokaOriginalTemplateId}
        onChange={(e) => setForm({ ...form, avvokaOriginalTemplateId: e.target.value })}
        error={form.avvokaOriginalTemplateId ? issues.avvokaOriginalTemplateId : undefined}
      />
      <Button onClick={create} loading={busy} disabled={!parsed.success}>
        Create
      </Button>
    </div>
  );
}
