-- The festival guide (issue 27): events, their line-ups, the ids of deleted ones, and a post's event.

-- CreateTable
CREATE TABLE "Event" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "startsAt" DATETIME NOT NULL,
    "endsAt" DATETIME NOT NULL,
    "timeZone" TEXT NOT NULL DEFAULT 'America/Mexico_City',
    "venueName" TEXT NOT NULL,
    "venueAddress" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "ticketUrl" TEXT NOT NULL DEFAULT '',
    "priceFrom" INTEGER,
    "priceTo" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'programado',
    "previousStartsAt" DATETIME,
    "image" TEXT NOT NULL DEFAULT '',
    "imageAlt" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "descriptionText" TEXT NOT NULL DEFAULT '',
    "organizer" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "version" INTEGER NOT NULL DEFAULT 1
);

-- CreateTable
CREATE TABLE "EventPerformer" (
    "eventId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "stage" TEXT NOT NULL DEFAULT '',
    "startsAt" DATETIME,

    PRIMARY KEY ("eventId", "position"),
    CONSTRAINT "EventPerformer_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "GoneEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "goneAt" DATETIME NOT NULL
);

-- AddColumn: in place, not RedefineTables, which would drop the search index's triggers and renumber the rowids it
-- keys on (prisma/migrations/20261125080000_search). SQLite takes a reference in ADD COLUMN when the default is NULL.
ALTER TABLE "Post" ADD COLUMN "eventId" TEXT CONSTRAINT "Post_eventId_fkey" REFERENCES "Event" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateIndex
CREATE INDEX "Post_eventId_idx" ON "Post"("eventId");

-- CreateIndex
CREATE INDEX "Event_endsAt_startsAt_idx" ON "Event"("endsAt", "startsAt");

-- CreateIndex
CREATE INDEX "Event_city_startsAt_idx" ON "Event"("city", "startsAt");
