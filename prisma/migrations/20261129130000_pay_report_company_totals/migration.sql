-- Issue 28: a pay report's totals per client company and currency, so a company's /payroll-reports months read a
-- few rows per report instead of aggregating every employee total (120k rows for 100k employees over 12 months).
-- The rows are a pure function of the report's PayReportEmployeeTotal rows and each employee's company: statement
-- triggers recompute the touched reports after every insert, delete and relevant update of those rows (one
-- aggregate per statement, however many rows it wrote), and a row trigger after an employee changes company. The
-- report's status stays on GrossToNetFile, so publishing, reopening and superseding need no upkeep.
-- In the bodies, \x3B stands for a semicolon: the migration runner splits scripts at every semicolon, even inside
-- quotes, so the bodies are escape strings (as in 20261129110000_audit_link_at_commit).
CREATE TABLE "PayReportCompanyTotal" (
    "grossToNetId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "employees" INTEGER NOT NULL,
    "salary" DECIMAL(18,4) NOT NULL,
    "allowance" DECIMAL(18,4) NOT NULL,
    "variablePay" DECIMAL(18,4) NOT NULL,
    "expenses" DECIMAL(18,4) NOT NULL,
    "pensionContribution" DECIMAL(18,4) NOT NULL,
    "benefitContribution" DECIMAL(18,4) NOT NULL,
    "socialCosts" DECIMAL(18,4) NOT NULL,
    "erContribution" DECIMAL(18,4) NOT NULL,

    CONSTRAINT "PayReportCompanyTotal_pkey" PRIMARY KEY ("grossToNetId","companyId","currency")
);

CREATE INDEX "PayReportCompanyTotal_companyId_idx" ON "PayReportCompanyTotal"("companyId");

ALTER TABLE "PayReportCompanyTotal" ADD CONSTRAINT "PayReportCompanyTotal_grossToNetId_fkey" FOREIGN KEY ("grossToNetId") REFERENCES "GrossToNetFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "PayReportCompanyTotal" ADD CONSTRAINT "PayReportCompanyTotal_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Recomputes the given reports' rows: the stale ones go, the others are upserted. Writers of one report take
-- turns on a transaction lock per report (in id order), and each statement here reads the data committed before
-- it, so the last writer's sums include the earlier writers' rows (two concurrent writers would otherwise each
-- sum their own snapshot, and the last to commit would win).
CREATE FUNCTION pay_report_company_totals_refresh(ids text[]) RETURNS void LANGUAGE plpgsql AS E'
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN\x3B END IF\x3B
  PERFORM pg_advisory_xact_lock(hashtextextended(''PayReportCompanyTotal '' || s.id, 0))
     FROM (SELECT DISTINCT unnest(ids) AS id ORDER BY 1) s\x3B
  DELETE FROM "PayReportCompanyTotal" c
   WHERE c."grossToNetId" = ANY(ids)
     AND NOT EXISTS (SELECT 1 FROM "PayReportEmployeeTotal" t JOIN "Employee" e ON e.id = t."employeeId"
                      WHERE t."grossToNetId" = c."grossToNetId" AND e."companyId" = c."companyId" AND t.currency = c.currency)\x3B
  INSERT INTO "PayReportCompanyTotal" ("grossToNetId", "companyId", currency, employees, salary, allowance, "variablePay",
         expenses, "pensionContribution", "benefitContribution", "socialCosts", "erContribution")
  SELECT t."grossToNetId", e."companyId", t.currency, count(DISTINCT t."employeeId")::int, sum(t.salary), sum(t.allowance),
         sum(t."variablePay"), sum(t.expenses), sum(t."pensionContribution"), sum(t."benefitContribution"),
         sum(t."socialCosts"), sum(t."erContribution")
    FROM "PayReportEmployeeTotal" t JOIN "Employee" e ON e.id = t."employeeId"
   WHERE t."grossToNetId" = ANY(ids)
   GROUP BY 1, 2, 3
  ON CONFLICT ("grossToNetId", "companyId", currency) DO UPDATE SET
    employees = EXCLUDED.employees, salary = EXCLUDED.salary, allowance = EXCLUDED.allowance,
    "variablePay" = EXCLUDED."variablePay", expenses = EXCLUDED.expenses,
    "pensionContribution" = EXCLUDED."pensionContribution", "benefitContribution" = EXCLUDED."benefitContribution",
    "socialCosts" = EXCLUDED."socialCosts", "erContribution" = EXCLUDED."erContribution"\x3B
END';

CREATE FUNCTION pay_report_company_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM pay_report_company_totals_refresh(ARRAY(SELECT DISTINCT "grossToNetId" FROM new_rows WHERE "employeeId" IS NOT NULL))\x3B
  RETURN NULL\x3B
END';

CREATE FUNCTION pay_report_company_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM pay_report_company_totals_refresh(ARRAY(SELECT DISTINCT "grossToNetId" FROM old_rows WHERE "employeeId" IS NOT NULL))\x3B
  RETURN NULL\x3B
END';

-- Only rows whose report, employee, currency or amounts changed count (a status or bill number update does not).
CREATE FUNCTION pay_report_company_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM pay_report_company_totals_refresh(ARRAY(
    SELECT DISTINCT x.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     CROSS JOIN LATERAL (VALUES (n."grossToNetId"), (o."grossToNetId")) AS x(id)
     WHERE (n."grossToNetId", n."employeeId", n.currency, n.salary, n.allowance, n."variablePay", n.expenses,
            n."pensionContribution", n."benefitContribution", n."socialCosts", n."erContribution")
           IS DISTINCT FROM
           (o."grossToNetId", o."employeeId", o.currency, o.salary, o.allowance, o."variablePay", o.expenses,
            o."pensionContribution", o."benefitContribution", o."socialCosts", o."erContribution")))\x3B
  RETURN NULL\x3B
END';

CREATE FUNCTION pay_report_company_totals_after_employee_move() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM pay_report_company_totals_refresh(ARRAY(
    SELECT DISTINCT "grossToNetId" FROM "PayReportEmployeeTotal" WHERE "employeeId" = NEW.id))\x3B
  RETURN NULL\x3B
END';

CREATE TRIGGER "PayReportEmployeeTotal_company_totals_insert" AFTER INSERT ON "PayReportEmployeeTotal"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pay_report_company_totals_after_insert();

CREATE TRIGGER "PayReportEmployeeTotal_company_totals_delete" AFTER DELETE ON "PayReportEmployeeTotal"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pay_report_company_totals_after_delete();

CREATE TRIGGER "PayReportEmployeeTotal_company_totals_update" AFTER UPDATE ON "PayReportEmployeeTotal"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pay_report_company_totals_after_update();

CREATE TRIGGER "Employee_company_totals_move" AFTER UPDATE OF "companyId" ON "Employee"
  FOR EACH ROW WHEN (OLD."companyId" IS DISTINCT FROM NEW."companyId")
  EXECUTE FUNCTION pay_report_company_totals_after_employee_move();

-- The reports already there.
SELECT pay_report_company_totals_refresh(ARRAY(SELECT id FROM "GrossToNetFile"));
