"use client";

import { useState } from "react";
import { OVERTIME_TYPES, type OvertimeInput, type OvertimeTypeValue } from "@/lib/timesheets/schema";
import { TIME_OPTIONS } from "@/lib/timesheets/rows";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/misc";
import { SelectField, TextField } from "@/components/ui/field";
import { formatDate } from "@/lib/dates";

const label = (type: string) => OVERTIME_TYPES.find((t) => t.value === type)?.label ?? type;

/** Overtime entries of the month: overtime and night work by hours on a day, on call and standby by days. */
export function OvertimeEditor({
  yearMonth,
  entries,
  onChange,
  editable,
}: {
  yearMonth: string;
  entries: OvertimeInput[];
  onChange: (entries: OvertimeInput[]) => void;
  editable: boolean;
}) {
  const [type, setType] = useState<OvertimeTypeValue>("overtime");
  const [date, setDate] = useState(`${yearMonth}-01`);
  const [endDate, setEndDate] = useState(`${yearMonth}-01`);
  const [start, setStart] = useState("18:00");
  const [end, setEnd] = useState("19:00");
  const byHours = type === "overtime" || type === "nightwork";
  return (
    <Card title="Overtime">
      {entries.length ? (
        <ul className="mb-3 space-y-1 text-sm">
          {entries.map((e, i) => (
            <li key={i} className="flex items-center gap-3">
              <span>
                {label(e.type)}:{" "}
                {"date" in e
                  ? `${formatDate(e.date)} ${e.startTime}–${e.endTime}`
                  : `${formatDate(e.startDate)} to ${formatDate(e.endDate)}`}
              </span>
              {editable ? (
                <Button variant="link" onClick={() => onChange(entries.filter((_, k) => k !== i))}>
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-slate-600">No overtime this month.</p>
      )}
      {editable ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-5 sm:items-end">
          <SelectField
            label="Type"
            value={type}
            options={OVERTIME_TYPES.map((t) => ({ value: t.value, label: t.label }))}
            onChange={(e) => setType(e.target.value as OvertimeTypeValue)}
          />
          <TextField
            label={byHours ? "Date" : "From"}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
          {byHours ? (
            <>
              <SelectField
                label="Start"
                value={start}
                options={TIME_OPTIONS.map((t) => ({ value: t, label: t }))}
                onChange={(e) => setStart(e.target.value)}
              />
              <SelectField
                label="End"
                value={end}
                options={TIME_OPTIONS.map((t) => ({ value: t, label: t }))}
                onChange={(e) => setEnd(e.target.value)}
              />
            </>
          ) : (
            <TextField label="To" type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
          )}
          <Button
            variant="secondary"
            onClick={() =>
              onChange([
                ...entries,
                byHours
                  ? { type: type as "overtime" | "nightwork", date, startTime: start, endTime: end }
                  : { type: type as "oncall" | "standby", startDate: date, endDate },
              ])
            }
          >
            Add overtime
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
