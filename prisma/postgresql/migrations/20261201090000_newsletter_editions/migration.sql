-- The boletín's editions (issue 29): each one sent, with what it carried, one delivery row per recipient written
-- before its mail goes (so that a crash neither loses nor repeats one), and the lease that lets one sender at a time
-- work through them (docs/newsletter.md).

-- CreateTable
CREATE TABLE "Edition" (
    "id" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),
    "recipients" INTEGER NOT NULL,

    CONSTRAINT "Edition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EditionDelivery" (
    "editionId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3),
    "lastCode" INTEGER,
    "lastResponse" TEXT,
    "messageId" TEXT,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "EditionDelivery_pkey" PRIMARY KEY ("editionId","email")
);

-- CreateTable
CREATE TABLE "SenderLease" (
    "name" TEXT NOT NULL,
    "owner" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SenderLease_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "Edition_finishedAt_idx" ON "Edition"("finishedAt");

-- CreateIndex
CREATE INDEX "EditionDelivery_state_nextAttemptAt_idx" ON "EditionDelivery"("state", "nextAttemptAt");

-- AddForeignKey
ALTER TABLE "EditionDelivery" ADD CONSTRAINT "EditionDelivery_editionId_fkey" FOREIGN KEY ("editionId") REFERENCES "Edition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

