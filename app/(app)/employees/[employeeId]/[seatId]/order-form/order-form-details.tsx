"use client";

// The order form's facts (client, employee, country, dates, types, currency, purchase order), what it still
// misses, and the Approval Details once it is signed.
import type { ColumnDef } from "@tanstack/react-table";
import { formatDate } from "@/lib/dates";
import {
  DEPOSIT_TYPE_LABELS,
  EMPLOYEE_TYPE_LABELS,
  type DepositTypeValue,
  type EmployeeTypeValue,
} from "@/lib/hiring/constants";
import type { SeatView } from "@/lib/hiring/dto";
import { DataTable } from "@/components/ui/data-table";
import { Banner, Card, DefinitionList } from "@/components/ui/misc";
import type { SeatProfile } from "@/components/hiring/types";
import { currencyLabel } from "@/lib/display";

type Approval = { client: string; employee: string; by: string; on: string };
const APPROVAL_COLUMNS: ColumnDef<Approval, unknown>[] = [
  { accessorKey: "client", header: "Client" },
  { accessorKey: "employee", header: "Employee" },
  { accessorKey: "by", header: "Approved by" },
  { accessorKey: "on", header: "Approved on" },
];

export function OrderFormSummary({ seat }: { seat: SeatView }) {
  const p: SeatProfile = seat.employeeProfile ?? {};
  return (
    <>
      <Card>
        <DefinitionList
          items={[
            { label: "Client", value: seat.companyName },
            { label: "Employee", value: seat.name || "—" },
            { label: "Country", value: seat.countryName },
            { label: "Desired start date", value: formatDate(seat.desiredStartDate) },
            {
              label: "Employee type",
              value: p.employeeType ? EMPLOYEE_TYPE_LABELS[p.employeeType as EmployeeTypeValue] : "—",
            },
            {
              label: "Deposit type",
              value: p.depositType ? DEPOSIT_TYPE_LABELS[p.depositType as DepositTypeValue] : "—",
            },
            { label: "Billing currency", value: currencyLabel(seat.billingCurrency) },
            { label: "Purchase order", value: seat.purchaseOrderNumber || "—" },
          ]}
        />
      </Card>
      {seat.missingOrderFormFields.length ? (
        <Banner tone="warning" title="This order form is not complete yet">
          Missing: {seat.missingOrderFormFields.join(", ")}.
        </Banner>
      ) : null}
    </>
  );
}

export function ApprovalDetails({ seat }: { seat: SeatView }) {
  if (!seat.sowSignature) return null;
  return (
    <Card title="Approval Details">
      <DataTable
        caption="Approval details"
        columns={APPROVAL_COLUMNS}
        rows={[
          {
            client: seat.companyName,
            employee: seat.name || "—",
            by: seat.sowSignature.signedBy ?? "—",
            on: formatDate(seat.sowSignature.date),
          },
        ]}
      />
    </Card>
  );
}
