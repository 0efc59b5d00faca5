-- The boletín's readers (issue 29): each address with when and where its owner consented, its state (pending,
-- confirmed, unsubscribed, bouncing) and when it was confirmed or left (docs/newsletter.md).

-- CreateTable
CREATE TABLE "Subscriber" (
    "email" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "consentAt" TIMESTAMP(3),
    "consentSource" TEXT,
    "confirmedAt" TIMESTAMP(3),
    "unsubscribedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Subscriber_pkey" PRIMARY KEY ("email")
);

-- CreateIndex
CREATE INDEX "Subscriber_state_idx" ON "Subscriber"("state");

