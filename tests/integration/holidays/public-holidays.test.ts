/** @jest-environment node */
// [TIME] Public holidays per country and region on the demo data (the seed generates them; the suite adds 2027
// and Saudi Arabia), read through GET /api/public-holidays as the booking form reads them, and the working days
// they leave: Germany with two states, Spain, Switzerland (a canton without a national day), Japan's Golden Week,
// the United States, Saudi Arabia's four-day Eid with its Friday-Saturday weekend. Who may read which country,
// and bad queries answered 400 on the field.
import * as timeOffRoute from "@/app/api/timeoff/route";
import * as holidaysRoute from "@/app/api/public-holidays/route";
import type { PrismaClient } from "@/generated/prisma/client";
import { generatePublicHolidays } from "@/lib/holidays/generate-public-holidays";
import { loadHolidayDates } from "@/lib/holidays/load-holiday-dates";
import type { PublicHolidayListDto } from "@/lib/holidays/response-schema";
import type { TimeOffDto } from "@/lib/time-off/dto";
import { countWorkingDays, utcDay } from "@/lib/time-off/working-days";
import { countryRow } from "../../../prisma/seed/builders/countries";
import { createEmployee } from "../../factories/employees";
import { call, tokenFor } from "../support/http";
import { demoDatabase, type DemoDatabase } from "./demo-database";

jest.setTimeout(240_000);

let demo: DemoDatabase;
let db: PrismaClient;
let admin: string;
let saudi: Awaited<ReturnType<typeof createEmployee>>;

beforeAll(async () => {
  demo = await demoDatabase();
  db = demo.db;
  admin = await demo.token("admin");
  // Saudi Arabia is not among the demo countries: added with its weekend, then 2027 generated for every country.
  await db.country.create({
    data: { ...countryRow("SA"), name: "Saudi Arabia", currency: "SAR", weekendDays: [5, 6] },
  });
  await generatePublicHolidays(db, [2027]);
  saudi = await createEmployee(db, { companyId: "acme", countryCode: "SA", withUser: true });
});

afterAll(async () => {
  await demo.cleanUp();
});

async function list(token: string, query: Record<string, string>) {
  return call<PublicHolidayListDto & { message?: string; fieldErrors?: Record<string, string[]> }>(holidaysRoute.GET, {
    path: `/api/public-holidays?${new URLSearchParams(query)}`,
    token,
  });
}

/** yyyy-MM-dd -> name of a country's (or region's) 2027, as an admin reads it. */
async function year2027(countryCode: string, region = ""): Promise<Map<string, string>> {
  const res = await list(admin, { countryCode, region, from: "2027-01-01", to: "2027-12-31" });
  expect(res.status).toBe(200);
  expect(res.body.holidays.every((h) => h.source === "GENERATED" && h.countryCode === countryCode)).toBe(true);
  return new Map(res.body.holidays.map((h) => [h.date, h.name]));
}

/** Working days of [from, to] for an employee of the country (and region), without a company's days off. */
async function workingDays(countryCode: string, region: string | null, from: string, to: string) {
  const calendar = { countryCode, region, companyId: null };
  const holidays = (await loadHolidayDates([calendar], utcDay(from), utcDay(to)))(calendar);
  const { weekendDays } = await db.country.findUniqueOrThrow({ where: { code: countryCode } });
  return countWorkingDays(utcDay(from), utcDay(to), weekendDays, holidays);
}

describe("[TIME] public holidays per country and region", () => {
  it("generating a year for every country and region takes well under a minute; a second run adds nothing", async () => {
    const started = Date.now();
    const first = await generatePublicHolidays(db, [2035]);
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `public holidays 2035: ${first.computed} days of ${first.countries} countries in ${seconds.toFixed(1)} s`,
    );
    expect(seconds).toBeLessThan(60);
    expect(first.countries).toBe(await db.country.count());
    expect(first.inserted).toBe(first.computed);
    expect(
      await db.publicHoliday.count({ where: { date: { gte: utcDay("2035-01-01"), lte: utcDay("2035-12-31") } } }),
    ).toBe(first.computed);
    expect((await generatePublicHolidays(db, [2035])).inserted).toBe(0);
  });

  it("Germany: Bavaria has Epiphany and Corpus Christi, Berlin Women's Day, the national list neither", async () => {
    const [national, bavaria, berlin] = await Promise.all([year2027("DE"), year2027("DE", "BY"), year2027("DE", "BE")]);
    expect(bavaria.get("2027-01-06")).toBe("Epiphany");
    expect(bavaria.get("2027-05-27")).toBe("Corpus Christi");
    expect(bavaria.has("2027-03-08")).toBe(false);
    expect(berlin.get("2027-03-08")).toBe("International Women's Day");
    expect(berlin.has("2027-01-06")).toBe(false);
    expect(berlin.has("2027-05-27")).toBe(false);
    for (const day of ["2027-01-06", "2027-05-27", "2027-03-08"]) expect(national.has(day)).toBe(false);
    // Every list holds the national days both states keep (a region's list is complete).
    for (const list of [national, bavaria, berlin]) expect(list.get("2027-12-25")).toBe("Christmas Day");
    // Mon 4 - Fri 8 Jan 2027: four working days in Bavaria, five in Berlin and without a region.
    expect(await workingDays("DE", "BY", "2027-01-04", "2027-01-08")).toBe(4);
    expect(await workingDays("DE", "BE", "2027-01-04", "2027-01-08")).toBe(5);
    expect(await workingDays("DE", null, "2027-01-04", "2027-01-08")).toBe(5);
    // Mon 8 - Fri 12 Mar: Women's Day in Berlin only.
    expect(await workingDays("DE", "BE", "2027-03-08", "2027-03-12")).toBe(4);
    expect(await workingDays("DE", "BY", "2027-03-08", "2027-03-12")).toBe(5);
  });

  it("Spain: the national days everywhere, Madrid's and Catalonia's own days only there", async () => {
    const [national, madrid, catalonia] = await Promise.all([
      year2027("ES"),
      year2027("ES", "MD"),
      year2027("ES", "CT"),
    ]);
    for (const list of [national, madrid, catalonia]) expect(list.get("2027-10-12")).toBe("Fiesta Nacional de España");
    expect(madrid.get("2027-05-03")).toMatch(/^Día de la Comunidad de Madrid/);
    expect(catalonia.has("2027-09-11")).toBe(true);
    expect(catalonia.has("2027-06-24")).toBe(true);
    for (const day of ["2027-05-03", "2027-09-11", "2027-06-24"]) expect(national.has(day)).toBe(false);
    // Mon 21 - Fri 25 Jun 2027: San Juan (Thursday 24) in Catalonia.
    expect(await workingDays("ES", "CT", "2027-06-21", "2027-06-25")).toBe(4);
    expect(await workingDays("ES", "MD", "2027-06-21", "2027-06-25")).toBe(5);
  });

  it("Switzerland: Zurich keeps Easter Monday, Lucerne does not (a canton without a national day)", async () => {
    const [national, zurich, lucerne] = await Promise.all([year2027("CH"), year2027("CH", "ZH"), year2027("CH", "LU")]);
    expect(national.get("2027-03-29")).toBe("Easter Monday");
    expect(zurich.get("2027-03-29")).toBe("Easter Monday");
    expect(lucerne.has("2027-03-29")).toBe(false);
    expect(lucerne.get("2027-05-27")).toBe("Corpus Christi");
    // Mon 29 Mar - Fri 2 Apr 2027.
    expect(await workingDays("CH", "ZH", "2027-03-29", "2027-04-02")).toBe(4);
    expect(await workingDays("CH", "LU", "2027-03-29", "2027-04-02")).toBe(5);
  });

  it("Japan: Golden Week leaves one working day from Thursday 29 April to Wednesday 5 May", async () => {
    const japan = await year2027("JP");
    expect([...japan].filter(([day]) => day >= "2027-04-29" && day <= "2027-05-05")).toEqual([
      ["2027-04-29", "Showa Day"],
      ["2027-05-03", "Constitution Day"],
      ["2027-05-04", "Greenery Day"],
      ["2027-05-05", "Children's Day"],
    ]);
    expect(await workingDays("JP", null, "2027-04-29", "2027-05-05")).toBe(1);
    expect(await workingDays("JP", null, "2027-05-03", "2027-05-07")).toBe(2);
  });

  it("United States: the observed Independence Day, Thanksgiving, and California's day after it", async () => {
    const [national, california] = await Promise.all([year2027("US"), year2027("US", "CA")]);
    expect(national.get("2027-07-05")).toBe("Independence Day (substitute day)");
    expect(national.get("2027-11-25")).toBe("Thanksgiving Day");
    expect(national.has("2027-11-26")).toBe(false);
    expect(california.get("2027-11-26")).toBe("Day after Thanksgiving Day");
    expect(await workingDays("US", null, "2027-07-05", "2027-07-09")).toBe(4);
    expect(await workingDays("US", null, "2027-11-22", "2027-11-26")).toBe(4);
    expect(await workingDays("US", "CA", "2027-11-22", "2027-11-26")).toBe(3);
  });

  it("Saudi Arabia: Eid al-Fitr is four days, and a booking over it is charged the two days left of the week", async () => {
    const saudiYear = await year2027("SA");
    expect([...saudiYear].filter(([, name]) => name === "End of Ramadan (Eid al-Fitr)").map(([day]) => day)).toEqual([
      "2027-03-09",
      "2027-03-10",
      "2027-03-11",
      "2027-03-12",
    ]);
    // Sun 7 - Sat 13 Mar 2027, booked through the route the form calls: Sunday and Monday are charged (Tuesday to
    // Thursday are Eid, Friday and Saturday the weekend).
    const booked = await call<TimeOffDto>(timeOffRoute.POST, {
      method: "POST",
      path: "/api/timeoff",
      token: await tokenFor(saudi.user!.id),
      json: { leaveType: "op:leave:holiday", startDate: "2027-03-07", endDate: "2027-03-13" },
    });
    expect(booked.status).toBe(201);
    expect(booked.body.workingDays).toBe(2);
  });
});

describe("[TIME] who reads which country's public holidays", () => {
  const range = { from: "2027-01-01", to: "2027-01-31" };

  it("the employee reads their own country; another country answers 404", async () => {
    const emma = await demo.token("employee");
    const own = await list(emma, { countryCode: "DE", ...range });
    expect(own.status).toBe(200);
    expect(own.body.holidays.map((h) => h.date)).toContain("2027-01-01");
    expect((await list(emma, { countryCode: "JP", ...range })).status).toBe(404);
  });

  it("Acme's manager reads the countries of Acme's employees, not the others; staff read any", async () => {
    const manager = await demo.token("manager");
    expect((await list(manager, { countryCode: "JP", ...range })).status).toBe(200);
    expect((await list(manager, { countryCode: "SA", ...range })).status).toBe(200); // the Saudi employee is Acme's
    expect((await list(await demo.token("reviewManager"), { countryCode: "JP", ...range })).status).toBe(404);
    expect((await list(admin, { countryCode: "KR", ...range })).status).toBe(200);
    expect((await list(admin, { countryCode: "ZZ", ...range })).status).toBe(404);
  });

  it("a bad query answers 400 on the field", async () => {
    const backwards = await list(admin, { countryCode: "DE", from: "2027-02-01", to: "2027-01-01" });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fieldErrors?.to).toBeDefined();
    const tooLong = await list(admin, { countryCode: "DE", from: "2027-01-01", to: "2030-01-01" });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors?.to).toBeDefined();
    const region = await list(admin, { countryCode: "DE", region: "XX", ...range });
    expect(region.status).toBe(400);
    expect(region.body.fieldErrors?.region).toBeDefined();
    const date = await list(admin, { countryCode: "DE", from: "2027-02-30", to: "2027-03-01" });
    expect(date.status).toBe(400);
    expect(date.body.fieldErrors?.from).toBeDefined();
    expect((await list(admin, { countryCode: "DEU", ...range })).body.fieldErrors?.countryCode).toBeDefined();
  });
});
