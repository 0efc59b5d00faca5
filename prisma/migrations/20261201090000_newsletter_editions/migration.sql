-- The boletín's editions (issue 29): each one sent, with what it carried, one delivery row per recipient written
-- before its mail goes (so that a crash neither loses nor repeats one), and the lease that lets one sender at a time
-- work through them (docs/newsletter.md).

-- CreateTable
CREATE TABLE "Edition" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "subject" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "finishedAt" DATETIME,
    "recipients" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "EditionDelivery" (
    "editionId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME,
    "lastCode" INTEGER,
    "lastResponse" TEXT,
    "messageId" TEXT,
    "sentAt" DATETIME,

    PRIMARY KEY ("editionId", "email"),
    CONSTRAINT "EditionDelivery_editionId_fkey" FOREIGN KEY ("editionId") REFERENCES "Edition" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SenderLease" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "owner" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "Edition_finishedAt_idx" ON "Edition"("finishedAt");

-- CreateIndex
CREATE INDEX "EditionDelivery_state_nextAttemptAt_idx" ON "EditionDelivery"("state", "nextAttemptAt");

