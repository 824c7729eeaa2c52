// The regions (states) date-holidays knows for a country, as the choices of a region select: the employee
// record's 'Region (for public holidays)' and the back-office holiday calendar. Only codes the generator stores
// (generate-public-holidays.ts skips others), so every choice has its calendar.
import "server-only";

export type RegionChoice = { value: string; label: string };

const REGION_CODE = /^[A-Za-z0-9]{1,10}$/;

export async function holidayRegions(countryCodes: string[]): Promise<Record<string, RegionChoice[]>> {
  // Loaded on first use: parsing its data takes a second or two.
  const { default: Holidays } = await import("date-holidays");
  const calendar = new Holidays();
  return Object.fromEntries(
    countryCodes.map((code) => [
      code,
      Object.entries(calendar.getStates(code, "en") ?? {})
        .filter(([region]) => REGION_CODE.test(region))
        .map(([region, name]) => ({ value: region, label: `${name} (${region})` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    ]),
  );
}
