/** @jest-environment node */
// [TIME] Time off over public holidays on the demo data, through the routes the screens call: Emma (Acme, Germany)
// in Bavaria books the week of Epiphany and is charged four days, Ian (Acme, no region) five; an admin's company
// day off for Acme is skipped by Acme's bookings and invisible to NewCo; a removed public holiday stays removed
// when the year is generated again; the timesheet month labels holidays; an allowance "including public
// holidays" pays for them.
import * as timeOffRoute from "@/app/api/timeoff/route";
import * as requestsRoute from "@/app/api/timeoff/by-employee-id/[employeeId]/requests/route";
import * as holidaysRoute from "@/app/api/public-holidays/route";
import * as holidayRoute from "@/app/api/public-holidays/[id]/route";
import * as monthRoute from "@/app/api/timesheets/[employeeId]/[year]/[month]/route";
import type { PrismaClient } from "@/generated/prisma/client";
import { loadActor } from "@/lib/auth/session";
import { generatePublicHolidays } from "@/lib/holidays/generate-public-holidays";
import { removePublicHoliday } from "@/lib/holidays/remove-public-holiday";
import type { PublicHolidayDto, PublicHolidayListDto } from "@/lib/holidays/response-schema";
import type { TimeOffDto, TimeOffListDto } from "@/lib/time-off/dto";
import { getTimeOffBalance } from "@/lib/time-off/get-time-off-balance";
import type { TimesheetMonthDto } from "@/lib/timesheets/dto";
import { utcDay } from "@/lib/time-off/working-days";
import { createEmployee } from "../../factories/employees";
import { call } from "../support/http";
import { demoDatabase, type DemoDatabase } from "./demo-database";

jest.setTimeout(240_000);

let demo: DemoDatabase;
let db: PrismaClient;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  demo = await demoDatabase();
  db = demo.db;
  await generatePublicHolidays(db, [2027]); // whatever year the seed ran in
  for (const key of ["admin", "employee", "manager", "reviewManager"]) tokens[key] = await demo.token(key);
  // Emma works in Bavaria; Ian, Acme's other German employee, has no region (the national holidays). Their
  // scheduled demo entries (days from today) are cleared from 2027 on, so the weeks booked below are free.
  await db.employee.update({ where: { id: "emp-emma" }, data: { region: "BY" } });
  await db.timeOffEntry.deleteMany({
    where: { employeeId: { in: ["emp-emma", "emp-incomplete"] }, endDate: { gte: utcDay("2027-01-01") } },
  });
});

afterAll(async () => {
  await demo.cleanUp();
});

type Answer<T> = T & { message?: string; fieldErrors?: Record<string, string[]> };

const book = (token: string, json: Record<string, unknown>) =>
  call<Answer<TimeOffDto>>(timeOffRoute.POST, { method: "POST", path: "/api/timeoff", token, json });

async function entriesOf(employeeId: string, yearMonth: string, token = tokens.admin): Promise<TimeOffDto[]> {
  const res = await call<TimeOffListDto>(requestsRoute.GET, {
    path: `/api/timeoff/by-employee-id/${employeeId}/requests?year_month=${yearMonth}`,
    params: { employeeId },
    token,
  });
  expect(res.status).toBe(200);
  return [...res.body.taken, ...res.body.scheduled];
}

const holidays = (token: string, query: Record<string, string>) =>
  call<Answer<PublicHolidayListDto>>(holidaysRoute.GET, {
    path: `/api/public-holidays?${new URLSearchParams(query)}`,
    token,
  });

const addDayOff = (token: string, json: Record<string, unknown>) =>
  call<Answer<PublicHolidayDto>>(holidaysRoute.POST, { method: "POST", path: "/api/public-holidays", token, json });

const remove = (token: string, id: string) =>
  call<Answer<object>>(holidayRoute.DELETE, {
    method: "DELETE",
    path: `/api/public-holidays/${id}`,
    params: { id },
    token,
  });

const nationalRow = (date: string) =>
  db.publicHoliday.findUniqueOrThrow({
    where: { countryCode_region_companyId_date: { countryCode: "DE", region: "", companyId: "", date: utcDay(date) } },
  });

const WEEK_OF_EPIPHANY = { startDate: "2027-01-04", endDate: "2027-01-08" }; // Monday to Friday

describe("[TIME] time off over public holidays", () => {
  it("an allowance including public holidays pays for Bavaria's weekday holidays; one excluding them does not", async () => {
    const including = await createEmployee(db, {
      companyId: "acme",
      region: "BY",
      withUser: true,
      holidayAllowanceType: "INCLUDING_PUBLIC_HOLIDAYS",
      holidayAllowanceValue: 30,
    });
    const excluding = await createEmployee(db, { companyId: "acme", region: "BY", withUser: true });
    const today = utcDay("2027-06-16");
    // Taken: 1 and 6 Jan, Good Friday, Easter Monday, Ascension, Whit Monday, Corpus Christi. Booked: All Saints'
    // (Monday 1 Nov); 3 Oct and Christmas fall on the weekend.
    const balance = await getTimeOffBalance(
      (await loadActor(including.user!.id, null, "token"))!,
      including.employee.id,
      today,
    );
    expect(balance).toMatchObject({ takenDays: 7, bookedDays: 1, remainingDays: 22 });
    const without = await getTimeOffBalance(
      (await loadActor(excluding.user!.id, null, "token"))!,
      excluding.employee.id,
      today,
    );
    expect(without).toMatchObject({ takenDays: 0, bookedDays: 0, remainingDays: 25 });
  });

  it("Emma in Bavaria books the week of Epiphany: the form lists Epiphany and she is charged 4 days; Ian 5", async () => {
    const shown = await holidays(tokens.employee, {
      countryCode: "DE",
      region: "BY",
      from: WEEK_OF_EPIPHANY.startDate,
      to: WEEK_OF_EPIPHANY.endDate,
    });
    expect(shown.status).toBe(200);
    expect(shown.body.holidays.map((h) => [h.date, h.name])).toEqual([["2027-01-06", "Epiphany"]]);

    const emma = await book(tokens.employee, { leaveType: "op:leave:holiday", ...WEEK_OF_EPIPHANY });
    expect(emma.status).toBe(201);
    expect(emma.body).toMatchObject({ employeeId: "emp-emma", status: "PENDING", workingDays: 4 });
    const ian = await book(tokens.admin, {
      employeeId: "emp-incomplete",
      leaveType: "op:leave:holiday",
      ...WEEK_OF_EPIPHANY,
    });
    expect(ian.status).toBe(201);
    expect(ian.body.workingDays).toBe(5);
    // The list Emma's page reads says the same.
    expect((await entriesOf("emp-emma", "2027-01", tokens.employee)).map((e) => e.workingDays)).toEqual([4]);
  });

  it("an admin adds a company day off for Acme in Germany: Acme's entries skip it, NewCo neither sees nor is charged for it", async () => {
    const added = await addDayOff(tokens.admin, {
      companyId: "acme",
      countryCode: "DE",
      date: "2027-01-07",
      name: "Acme founders' day",
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ companyId: "acme", region: null, source: "ADDED", date: "2027-01-07" });
    const audit = await db.auditEvent.count({
      where: { entityType: "PublicHoliday", entityId: added.body.id, action: "publicHoliday.addCompanyDayOff" },
    });
    expect(audit).toBe(1);
    // Charged days are worked out on read: Emma 3 (Epiphany, founders' day), Ian 4.
    expect((await entriesOf("emp-emma", "2027-01")).map((e) => e.workingDays)).toEqual([3]);
    expect((await entriesOf("emp-incomplete", "2027-01")).map((e) => e.workingDays)).toEqual([4]);
    const emmaSees = await holidays(tokens.employee, { countryCode: "DE", from: "2027-01-07", to: "2027-01-07" });
    expect(emmaSees.body.holidays.map((h) => h.name)).toEqual(["Acme founders' day"]);

    // NewCo (also employing people in Germany): absent from its own list, 404 when it names Acme.
    const newco = await holidays(tokens.reviewManager, { countryCode: "DE", from: "2027-01-01", to: "2027-01-31" });
    expect(newco.status).toBe(200);
    expect(newco.body.holidays.map((h) => h.date)).toEqual(["2027-01-01"]);
    const named = await holidays(tokens.reviewManager, {
      countryCode: "DE",
      from: "2027-01-01",
      to: "2027-01-31",
      companyId: "acme",
    });
    expect(named.status).toBe(404);
    const felix = await book(tokens.admin, {
      employeeId: "emp-006",
      leaveType: "op:leave:holiday",
      ...WEEK_OF_EPIPHANY,
    });
    expect(felix.body).toMatchObject({ companyId: "newco", workingDays: 5 });
    // Removing it is refused to NewCo's manager by the service's tenancy too (the route refuses non-admins first).
    const newcoManager = await loadActor(await demo.userId("reviewManager"), null, "token");
    await expect(removePublicHoliday(newcoManager!, added.body.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("adding a company day off: the same day twice answers 409, bad fields 400 on the field, a foreign company 404, non-admins 403", async () => {
    const day = { companyId: "acme", countryCode: "DE", date: "2027-01-07", name: "Again" };
    expect((await addDayOff(tokens.admin, day)).status).toBe(409);
    const badDate = await addDayOff(tokens.admin, { ...day, date: "2027-02-30" });
    expect(badDate.status).toBe(400);
    expect(badDate.body.fieldErrors?.date).toBeDefined();
    const badRegion = await addDayOff(tokens.admin, { ...day, region: "XX" });
    expect(badRegion.status).toBe(400);
    expect(badRegion.body.fieldErrors?.region).toBeDefined();
    const badCountry = await addDayOff(tokens.admin, { ...day, countryCode: "ZZ" });
    expect(badCountry.status).toBe(400);
    expect(badCountry.body.fieldErrors?.countryCode).toBeDefined();
    const noName = await addDayOff(tokens.admin, { ...day, name: " " });
    expect(noName.body.fieldErrors?.name).toBeDefined();
    expect((await addDayOff(tokens.admin, { ...day, companyId: "no-such-company" })).status).toBe(404);
    expect((await addDayOff(tokens.manager, day)).status).toBe(403);
    expect((await addDayOff(tokens.employee, day)).status).toBe(403);
  });

  it("Emma's March 2027 timesheet labels Good Friday and Easter Monday and leaves them unticked", async () => {
    const res = await call<TimesheetMonthDto>(monthRoute.GET, {
      path: "/api/timesheets/emp-emma/2027/3",
      params: { employeeId: "emp-emma", year: "2027", month: "3" },
      token: tokens.employee,
    });
    expect(res.status).toBe(200);
    const day = (date: string) => res.body.days.find((d) => d.date === date)!;
    expect(day("2027-03-26")).toMatchObject({ isSelected: false, timeOff: "Public holiday: Good Friday" });
    expect(day("2027-03-29")).toMatchObject({ isSelected: false, timeOff: "Public holiday: Easter Monday" });
    expect(day("2027-03-25")).toMatchObject({ isSelected: true, timeOff: null });
  });

  it("a removed national holiday stays removed, in every region, when the year is generated again", async () => {
    const ascension = await nationalRow("2027-05-06");
    expect(ascension.name).toBe("Ascension Day");
    expect((await remove(tokens.manager, ascension.id)).status).toBe(403);
    expect((await remove(tokens.admin, ascension.id)).status).toBe(204);
    expect((await remove(tokens.admin, ascension.id)).status).toBe(404);
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { entityType: "PublicHoliday", entityId: ascension.id, action: "publicHoliday.remove" },
    });
    expect((audit.after as { alsoRemovedInRegions: string[] }).alsoRemovedInRegions).toContain("BY");

    const again = await generatePublicHolidays(db, [2027]);
    expect(again.inserted).toBe(0);
    const left = await db.publicHoliday.count({
      where: { countryCode: "DE", date: utcDay("2027-05-06"), removedAt: null },
    });
    expect(left).toBe(0);
    const bavaria = await holidays(tokens.employee, {
      countryCode: "DE",
      region: "BY",
      from: "2027-05-01",
      to: "2027-05-31",
    });
    expect(bavaria.body.holidays.map((h) => h.date)).toEqual(["2027-05-01", "2027-05-17", "2027-05-27"]);
    // Mon 3 - Fri 7 May: five days charged now that Ascension is gone.
    const may = await book(tokens.employee, {
      leaveType: "op:leave:holiday",
      startDate: "2027-05-03",
      endDate: "2027-05-07",
    });
    expect(may.body.workingDays).toBe(5);
  });

  it("removing the company day off charges Acme's entries for it again; adding it back restores the same row", async () => {
    const founders = await db.publicHoliday.findFirstOrThrow({
      where: { companyId: "acme", date: utcDay("2027-01-07") },
    });
    expect((await remove(tokens.admin, founders.id)).status).toBe(204);
    expect((await entriesOf("emp-emma", "2027-01")).map((e) => e.workingDays)).toEqual([4]);
    const back = await addDayOff(tokens.admin, {
      companyId: "acme",
      countryCode: "DE",
      date: "2027-01-07",
      name: "Founders' day",
    });
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({ id: founders.id, name: "Founders' day" });
    expect((await entriesOf("emp-emma", "2027-01")).map((e) => e.workingDays)).toEqual([3]);
  });
});
