-- The festival guide (issue 27): events, their line-ups, the ids of deleted ones, and a post's event. Adding a column
-- leaves the generated "search" column and its index as they are (prisma/postgresql/migrations/20261125080000_search).

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "eventId" TEXT;

-- CreateTable
CREATE TABLE "Event" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "timeZone" TEXT NOT NULL DEFAULT 'America/Mexico_City',
    "venueName" TEXT NOT NULL,
    "venueAddress" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "ticketUrl" TEXT NOT NULL DEFAULT '',
    "priceFrom" INTEGER,
    "priceTo" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'programado',
    "previousStartsAt" TIMESTAMP(3),
    "image" TEXT NOT NULL DEFAULT '',
    "imageAlt" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "descriptionText" TEXT NOT NULL DEFAULT '',
    "organizer" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventPerformer" (
    "eventId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "stage" TEXT NOT NULL DEFAULT '',
    "startsAt" TIMESTAMP(3),

    CONSTRAINT "EventPerformer_pkey" PRIMARY KEY ("eventId","position")
);

-- CreateTable
CREATE TABLE "GoneEvent" (
    "id" TEXT NOT NULL,
    "goneAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GoneEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Event_endsAt_startsAt_idx" ON "Event"("endsAt", "startsAt");

-- CreateIndex
CREATE INDEX "Event_city_startsAt_idx" ON "Event"("city", "startsAt");

-- CreateIndex
CREATE INDEX "Post_eventId_idx" ON "Post"("eventId");

-- AddForeignKey
ALTER TABLE "Post" ADD CONSTRAINT "Post_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventPerformer" ADD CONSTRAINT "EventPerformer_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

