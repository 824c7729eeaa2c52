// Timesheet daily hours (spec 2 section 5): the row rules and the total, shared by the grid (the row's error
// state) and the server (400 naming the row). Pure: no database, no React.
//   - times are picked in 15-minute steps, 00:00 to 23:45;
//   - end must be after start; break end after break start; break start within start..end (the spec);
//   - beyond the spec (docs/time.md says why): both break times or neither, break end not after the end;
//   - total = end - start - break, in minutes.
// Country format (spec 2 sections 3, 9): SIMPLE shows start and end; MEDIUM adds break start and break end.

export type TimesheetFormat = "SIMPLE" | "MEDIUM";

export type DailyHours = {
  startTime: string;
  endTime: string;
  breakStartTime?: string | null;
  breakEndTime?: string | null;
};

export const TIME_STEP_MINUTES = 15;
/** A working day where nothing else says otherwise (no regular working hours set). */
export const DEFAULT_HOURS = { startTime: "09:00", breakStartTime: "12:30", breakEndTime: "13:00", endTime: "17:30" };
export const LATEST_TIME = "23:45";
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight, or null when the text is not an HH:mm time on a 15-minute step. */
export function toMinutes(time: string | null | undefined): number | null {
  if (!time) return null;
  const m = TIME_RE.exec(time);
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes % TIME_STEP_MINUTES === 0 ? minutes : null;
}

/** Every time the picker offers: 00:00, 00:15, ... 23:45. */
export const TIME_OPTIONS: string[] = Array.from({ length: 96 }, (_, i) => {
  const h = String(Math.floor(i / 4)).padStart(2, "0");
  const m = String((i % 4) * 15).padStart(2, "0");
  return `${h}:${m}`;
});

export type RowError = { field: keyof DailyHours; message: string };

export const ROW_MESSAGES = {
  time: "Pick a time in 15-minute steps",
  endAfterStart: "End time must be after start time",
  breakBoth: "Enter both break start and break end, or neither",
  breakEndAfterStart: "Break end must be after break start",
  breakWithin: "The break must be within the working hours",
} as const;

/** The first rule the row breaks, or null. */
export function rowError(row: DailyHours, format: TimesheetFormat): RowError | null {
  const start = toMinutes(row.startTime);
  if (start === null) return { field: "startTime", message: ROW_MESSAGES.time };
  const end = toMinutes(row.endTime);
  if (end === null) return { field: "endTime", message: ROW_MESSAGES.time };
  if (end <= start) return { field: "endTime", message: ROW_MESSAGES.endAfterStart };
  if (format === "SIMPLE") return null;
  const hasStart = !!row.breakStartTime;
  const hasEnd = !!row.breakEndTime;
  if (!hasStart && !hasEnd) return null;
  if (hasStart !== hasEnd)
    return { field: hasStart ? "breakEndTime" : "breakStartTime", message: ROW_MESSAGES.breakBoth };
  const breakStart = toMinutes(row.breakStartTime);
  if (breakStart === null) return { field: "breakStartTime", message: ROW_MESSAGES.time };
  const breakEnd = toMinutes(row.breakEndTime);
  if (breakEnd === null) return { field: "breakEndTime", message: ROW_MESSAGES.time };
  if (breakEnd <= breakStart) return { field: "breakEndTime", message: ROW_MESSAGES.breakEndAfterStart };
  if (breakStart < start || breakStart > end || breakEnd > end)
    return { field: "breakStartTime", message: ROW_MESSAGES.breakWithin };
  return null;
}

/** Worked minutes of a valid row (0 for an invalid one). SIMPLE rows have no break. */
export function rowTotalMinutes(row: DailyHours, format: TimesheetFormat): number {
  if (rowError(row, format)) return 0;
  const worked = toMinutes(row.endTime)! - toMinutes(row.startTime)!;
  if (format === "SIMPLE" || !row.breakStartTime || !row.breakEndTime) return worked;
  return worked - (toMinutes(row.breakEndTime)! - toMinutes(row.breakStartTime)!);
}

/** 'Hh MMm', e.g. 8h 00m (the total column's display). */
export function formatMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}

/** Month total in hours with two decimals, as stored on the timesheet. */
export function monthTotalHours(rows: DailyHours[], format: TimesheetFormat): string {
  const minutes = rows.reduce((sum, row) => sum + rowTotalMinutes(row, format), 0);
  return (minutes / 60).toFixed(2);
}
