-- AlterTable: the views of each page and day the reader meter held back (issue 40, lib/analytics/reader-meter.ts).
-- A constant default adds the column in place.
ALTER TABLE "PageDay" ADD COLUMN "held" INTEGER NOT NULL DEFAULT 0;
