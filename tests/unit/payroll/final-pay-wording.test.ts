// FINAL_PAY, the wording final-pay-missing reads a final pay line by (PostgreSQL's case-insensitive `~*`; the
// pattern uses nothing JavaScript reads differently): each language's payouts are final pay, everyday lines are not.
import { FINAL_PAY } from "@/lib/payroll/anomalies/checks/final-pay-missing";

const finalPay = new RegExp(FINAL_PAY, "i");

describe("[PAYROLL] final pay wording", () => {
  it.each([
    "Holiday Pay on Termination",
    "PTO Payout",
    "Severance",
    "Notice pay",
    "Urlaubsabgeltung",
    "Abfindung",
    "Indemnité compensatrice de congés payés",
    "Solde de tout compte",
    "Finiquito vacaciones no disfrutadas",
    "有給休暇買取",
    "有給休暇精算",
    "退職金",
    "解雇予告手当",
  ])("reads '%s' as final pay", (concept) => {
    expect(finalPay.test(concept)).toBe(true);
  });

  it.each([
    "Base Salary",
    "Meal Allowance",
    "Grundgehalt",
    "Salaire de base",
    "Salario base",
    "基本給",
    "通勤手当",
    "経費精算",
  ])("does not read '%s' as final pay", (concept) => {
    expect(finalPay.test(concept)).toBe(false);
  });
});
