// POST /api/timesheets/download/{employeeId}/{year}/{month}?format=pdf|csv: the month as a PDF (pdf-lib) or a
// CSV (RFC 4180), built from the same month view the grid shows. A month is at most 31 rows: built in memory.
import "server-only";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { stringify } from "csv-stringify/sync";
import type { Actor } from "@/lib/auth/actor";
import { loadMonth } from "@/lib/timesheets/load-month";
import { OVERTIME_TYPES } from "@/lib/timesheets/schema";
import type { TimesheetMonthDto } from "@/lib/timesheets/dto";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** Helvetica draws WinAnsi only: accents folded to their base letter, anything else as '?'. */
const winAnsi = (text: string) =>
  Array.from(text)
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return ch;
      const base = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      return /^[\x20-\x7e]+$/.test(base) ? base : "?";
    })
    .join("");
const overtimeLabel = (type: string) => OVERTIME_TYPES.find((t) => t.value === type)?.label ?? type;

function tableRows(month: TimesheetMonthDto): string[][] {
  return month.days
    .filter((d) => d.isSelected || d.timeOff)
    .map((d) => [
      d.date,
      WEEKDAYS[d.dayOfWeek],
      d.isSelected ? d.startTime : "",
      d.isSelected ? (d.breakStartTime ?? "") : "",
      d.isSelected ? (d.breakEndTime ?? "") : "",
      d.isSelected ? d.endTime : "",
      d.isSelected ? d.total.display : "",
      d.timeOff ?? "",
    ]);
}

const HEADER = ["Date", "Day", "Start", "Break start", "Break end", "End", "Total", "Time off"];

export function timesheetCsv(month: TimesheetMonthDto): string {
  const overtime = month.overtime.map((o) =>
    "date" in o
      ? ["Overtime", o.date, overtimeLabel(o.type), o.startTime, o.endTime]
      : ["Overtime", o.startDate, overtimeLabel(o.type), o.startDate, o.endDate],
  );
  return stringify([
    HEADER,
    ...tableRows(month),
    [],
    ["Total working hours", month.totalMonthWorkingHours],
    ["Total overtime hours", month.totalOvertimeHours],
    ...overtime,
  ]);
}

export async function timesheetPdf(month: TimesheetMonthDto): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Timesheet ${month.employeeName} ${month.yearMonth}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595, 842]);
  let y = 800;
  const line = (text: string, x: number, size = 9, f = font) =>
    page.drawText(winAnsi(text), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.15) });
  line(`Timesheet - ${month.employeeName}`, 40, 16, bold);
  y -= 22;
  line(`Month ${month.yearMonth} | Country ${month.countryCode} | Status ${month.status}`, 40, 10);
  y -= 28;
  const columns = [40, 110, 150, 200, 265, 330, 380, 440];
  HEADER.forEach((h, i) => line(h, columns[i], 9, bold));
  for (const row of tableRows(month)) {
    y -= 16;
    if (y < 60) {
      page = pdf.addPage([595, 842]);
      y = 800;
    }
    row.forEach((cell, i) => line(cell, columns[i]));
  }
  y -= 28;
  line(`Total working hours: ${month.totalMonthWorkingHours}`, 40, 10, bold);
  y -= 16;
  line(`Total overtime hours: ${month.totalOvertimeHours}`, 40, 10, bold);
  for (const o of month.overtime) {
    y -= 14;
    line(
      "date" in o
        ? `${overtimeLabel(o.type)}: ${o.date} ${o.startTime}-${o.endTime}`
        : `${overtimeLabel(o.type)}: ${o.startDate} to ${o.endDate}`,
      40,
    );
  }
  return pdf.save();
}

export async function exportTimesheetMonth(actor: Actor, employeeId: string, yearMonth: string, format: "pdf" | "csv") {
  const month = await loadMonth(actor, employeeId, yearMonth);
  const base = `timesheet-${month.employeeName.replace(/[^A-Za-z0-9]+/g, "-")}-${yearMonth}`;
  if (format === "csv")
    return { body: timesheetCsv(month), fileName: `${base}.csv`, contentType: "text/csv; charset=utf-8" };
  return { body: await timesheetPdf(month), fileName: `${base}.pdf`, contentType: "application/pdf" };
}
