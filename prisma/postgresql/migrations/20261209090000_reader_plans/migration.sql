-- A reader's plan behind its secret calendar address, and the walk between an event's stages (docs/events.md)
-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "walkMinutes" INTEGER;

-- CreateTable
CREATE TABLE "ReaderPlan" (
    "tokenHash" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "sets" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReaderPlan_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateIndex
CREATE INDEX "ReaderPlan_expiresAt_idx" ON "ReaderPlan"("expiresAt");

-- AddForeignKey
ALTER TABLE "ReaderPlan" ADD CONSTRAINT "ReaderPlan_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

