-- AlterTable: events stored before have no postal code: "".
ALTER TABLE "Event" ADD COLUMN     "venuePostalCode" TEXT NOT NULL DEFAULT '';
