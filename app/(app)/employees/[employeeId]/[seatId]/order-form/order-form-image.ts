// The order form as a PNG, drawn client-side (SVG -> canvas, no library).
import { formatDate } from "@/lib/dates";
import type { Quote } from "@/lib/hiring/fees";
import type { SeatView } from "@/lib/hiring/dto";
import { quoteRows } from "@/components/hiring/cost-estimate-panel";
import { seatSalaryEntered } from "./order-form-facts";

function escapeXml(text: string) {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

function orderFormSvg(seat: SeatView, quote: Quote | null) {
  const lines: [string, string][] = [
    ["Client", seat.companyName],
    ["Employee", seat.name || "—"],
    ["Country", seat.countryName],
    ["Desired start date", formatDate(seat.desiredStartDate)],
    ["Billing currency", seat.billingCurrency ?? "—"],
  ];
  if (quote) {
    const rows = quoteRows(quote, seatSalaryEntered(seat));
    lines.push(...rows.monthly, rows.monthlyTotal, ...rows.oneTime, rows.oneTimeTotal);
  }
  if (seat.sowSignature)
    lines.push(["Approved by", seat.sowSignature.signedBy ?? "—"], ["Approved on", formatDate(seat.sowSignature.date)]);
  const width = 720;
  const height = 110 + lines.length * 32;
  const rows = lines
    .map(
      ([k, v], i) =>
        `<text x="32" y="${100 + i * 32}" font-size="15" fill="#475569">${escapeXml(k)}</text><text x="${width - 32}" y="${100 + i * 32}" font-size="15" text-anchor="end" fill="#0f172a">${escapeXml(v)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="Arial, sans-serif"><rect width="100%" height="100%" fill="#ffffff"/><text x="32" y="52" font-size="26" font-weight="bold" fill="#0f172a">Order Form</text>${rows}<text x="32" y="${height - 16}" font-size="12" fill="#64748b">Fees exclude VAT.</text></svg>`;
  return { svg, width, height };
}

/** Draws the order form's facts as an SVG, rasterises it on a canvas and downloads a PNG. */
export async function downloadAsImage(seat: SeatView, quote: Quote | null) {
  const { svg, width, height } = orderFormSvg(seat, quote);
  const image = new Image();
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error("Could not draw the order form"));
      image.src = url;
    });
    const canvas = document.createElement("canvas");
    canvas.width = width * 2;
    canvas.height = height * 2;
    const ctx = canvas.getContext("2d")!;
    ctx.scale(2, 2);
    ctx.drawImage(image, 0, 0);
    const png = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("PNG failed"))), "image/png"),
    );
    const link = document.createElement("a");
    link.href = URL.createObjectURL(png);
    link.download = `order-form-${seat.id}.png`;
    link.click();
  } finally {
    URL.revokeObjectURL(url);
  }
}
