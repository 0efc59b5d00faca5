-- The links mailed to the newsroom's people: invitations and password resets (issue 41, docs/team.md).

-- CreateTable
CREATE TABLE "AccountLink" (
    "tokenHash" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    CONSTRAINT "AccountLink_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "AccountLink_accountId_purpose_idx" ON "AccountLink"("accountId", "purpose");

-- CreateIndex
CREATE INDEX "AccountLink_expiresAt_idx" ON "AccountLink"("expiresAt");
