-- AlterTable: a constant default adds the column in place (migrate diff redefines the table to keep the schema's
-- column order, which SQLite does not need). Events stored before have none: "".
ALTER TABLE "Event" ADD COLUMN "venuePostalCode" TEXT NOT NULL DEFAULT '';
