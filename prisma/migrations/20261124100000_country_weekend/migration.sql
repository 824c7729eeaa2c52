-- The weekend of each country as JS getUTCDay() numbers (0 = Sunday, 6 = Saturday), Saturday and Sunday unless
-- set. Time off counts working days with it, timesheets leave its days unticked.
-- AlterTable
ALTER TABLE "Country" ADD COLUMN     "weekendDays" INTEGER[] DEFAULT ARRAY[0, 6]::INTEGER[];

-- Countries whose weekend is Friday and Saturday, and Iran (Friday).
UPDATE "Country" SET "weekendDays" = ARRAY[5, 6] WHERE code IN ('SA', 'KW', 'QA', 'BH', 'OM', 'JO', 'EG', 'IL', 'DZ', 'SY', 'IQ', 'YE', 'LY', 'BD');
UPDATE "Country" SET "weekendDays" = ARRAY[5] WHERE code = 'IR';
