-- A reader's plan behind its secret calendar address, and the walk between an event's stages (docs/events.md)
-- AlterTable
ALTER TABLE "Event" ADD COLUMN "walkMinutes" INTEGER;

-- CreateTable
CREATE TABLE "ReaderPlan" (
    "tokenHash" TEXT NOT NULL PRIMARY KEY,
    "eventId" TEXT NOT NULL,
    "sets" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    CONSTRAINT "ReaderPlan_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ReaderPlan_expiresAt_idx" ON "ReaderPlan"("expiresAt");

