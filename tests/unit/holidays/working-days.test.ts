/** @jest-environment node */
// [TIME] Working days without the weekend and the public holidays (lib/time-off/working-days.ts), a holiday's
// days as the generator spreads them (lib/holidays/generate-public-holidays.ts), and which stored rows make up an
// employee's calendar (lib/holidays/calendar-where.ts). Pure: no database.
import { belongsTo } from "@/lib/holidays/calendar-where";
import { holidayDays } from "@/lib/holidays/generate-public-holidays";
import { countWorkingDays, isWorkingDay, utcDay } from "@/lib/time-off/working-days";

const FRI_SAT = [5, 6];

describe("[TIME] countWorkingDays with public holidays", () => {
  it("a holiday on a weekday is not charged; one on the weekend changes nothing", () => {
    // Mon 4 - Fri 8 Jan 2027; Epiphany (Bavaria) on Wednesday 6.
    expect(countWorkingDays(utcDay("2027-01-04"), utcDay("2027-01-08"))).toBe(5);
    expect(countWorkingDays(utcDay("2027-01-04"), utcDay("2027-01-08"), undefined, new Set(["2027-01-06"]))).toBe(4);
    // Christmas 2027 falls on Saturday 25 and Sunday 26: Mon 20 - Sun 26 Dec is five working days either way.
    const christmas = new Set(["2027-12-25", "2027-12-26"]);
    expect(countWorkingDays(utcDay("2027-12-20"), utcDay("2027-12-26"), undefined, christmas)).toBe(5);
  });

  it("a date -> name map passes as the holiday set, and a range of holidays only is zero days", () => {
    const goldenWeek = new Map([
      ["2027-04-29", "Showa Day"],
      ["2027-05-03", "Constitution Day"],
      ["2027-05-04", "Greenery Day"],
      ["2027-05-05", "Children's Day"],
    ]);
    expect(countWorkingDays(utcDay("2027-05-03"), utcDay("2027-05-07"), undefined, goldenWeek)).toBe(2);
    expect(countWorkingDays(utcDay("2027-05-03"), utcDay("2027-05-05"), undefined, goldenWeek)).toBe(0);
    expect(isWorkingDay(utcDay("2027-04-30"), undefined, goldenWeek)).toBe(true);
    expect(isWorkingDay(utcDay("2027-04-29"), undefined, goldenWeek)).toBe(false);
  });

  it("with a Friday-Saturday weekend, Eid from Tuesday to Friday leaves Sunday and Monday", () => {
    const eid = new Set(["2027-03-09", "2027-03-10", "2027-03-11", "2027-03-12"]);
    // Sun 7 - Sat 13 Mar 2027: Sun-Thu are working days in Saudi Arabia, Tue-Thu of them Eid.
    expect(countWorkingDays(utcDay("2027-03-07"), utcDay("2027-03-13"), FRI_SAT)).toBe(5);
    expect(countWorkingDays(utcDay("2027-03-07"), utcDay("2027-03-13"), FRI_SAT, eid)).toBe(2);
    // The same days with a Saturday-Sunday weekend: Mon 8 - Fri 12 less Tue-Fri.
    expect(countWorkingDays(utcDay("2027-03-07"), utcDay("2027-03-13"), undefined, eid)).toBe(1);
  });
});

describe("[TIME] a holiday's days", () => {
  it("a one-day holiday is its local date, across a daylight-saving change too", () => {
    expect(
      holidayDays({
        date: "2027-03-28 00:00:00",
        start: new Date("2027-03-27T23:00:00Z"),
        end: new Date("2027-03-28T22:00:00Z"),
        name: "Easter Sunday",
      }),
    ).toEqual(["2027-03-28"]);
  });

  it("a four-day Eid that starts at the previous evening covers its four calendar days", () => {
    expect(
      holidayDays({
        date: "2027-03-09 00:00:00 -0600",
        start: new Date("2027-03-08T15:00:00Z"),
        end: new Date("2027-03-12T15:00:00Z"),
        name: "End of Ramadan (Eid al-Fitr)",
      }),
    ).toEqual(["2027-03-09", "2027-03-10", "2027-03-11", "2027-03-12"]);
  });
});

describe("[TIME] an employee's calendar", () => {
  const row = (region: string, companyId = "") => ({ countryCode: "DE", region, companyId });
  const bavarian = { countryCode: "DE", region: "BY", companyId: "acme" };
  const national = { countryCode: "DE", region: null, companyId: "acme" };

  it("with a region: the region's list, not the national one (the region's list is complete)", () => {
    expect(belongsTo(row("BY"), bavarian)).toBe(true);
    expect(belongsTo(row(""), bavarian)).toBe(false);
    expect(belongsTo(row("BE"), bavarian)).toBe(false);
  });

  it("without a region: the national list", () => {
    expect(belongsTo(row(""), national)).toBe(true);
    expect(belongsTo(row("BY"), national)).toBe(false);
  });

  it("the own company's days off, for the whole country or the region; never another company's or country's", () => {
    expect(belongsTo(row("", "acme"), bavarian)).toBe(true);
    expect(belongsTo(row("BY", "acme"), bavarian)).toBe(true);
    expect(belongsTo(row("BE", "acme"), bavarian)).toBe(false);
    expect(belongsTo(row("", "acme"), national)).toBe(true);
    expect(belongsTo(row("", "newco"), bavarian)).toBe(false);
    expect(belongsTo({ countryCode: "AT", region: "", companyId: "" }, national)).toBe(false);
  });
});
