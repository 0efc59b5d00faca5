-- The boletín's readers (issue 29): each address with when and where its owner consented, its state (pending,
-- confirmed, unsubscribed, bouncing) and when it was confirmed or left (docs/newsletter.md).

-- CreateTable
CREATE TABLE "Subscriber" (
    "email" TEXT NOT NULL PRIMARY KEY,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "consentAt" DATETIME,
    "consentSource" TEXT,
    "confirmedAt" DATETIME,
    "unsubscribedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "Subscriber_state_idx" ON "Subscriber"("state");

