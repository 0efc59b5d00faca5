-- The newsroom's accounts (issue 41, docs/team.md). Every new column is nullable and added in place, so no existing
-- row changes and "Post" keeps its search index's triggers; prisma/upgrades/accounts.ts then makes the first
-- Administrador and fills the columns.

-- CreateTable
CREATE TABLE "Account" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "passwordHash" TEXT,
    "authorId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSignInAt" DATETIME,
    CONSTRAINT "Account_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "Author" ("slug") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Account_email_key" ON "Account"("email");

-- CreateIndex
CREATE UNIQUE INDEX "Account_authorId_key" ON "Account"("authorId");

-- AlterTable: a column with a reference and no default is added in place (SQLite allows it when the default is NULL).
ALTER TABLE "Post" ADD COLUMN "ownerId" TEXT REFERENCES "Account" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "PostRevision" ADD COLUMN "savedById" TEXT REFERENCES "Account" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "EditorSession" ADD COLUMN "accountId" TEXT REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateIndex
CREATE INDEX "Post_ownerId_idx" ON "Post"("ownerId");

-- CreateIndex
CREATE INDEX "PostRevision_savedById_idx" ON "PostRevision"("savedById");

-- CreateIndex
CREATE INDEX "EditorSession_accountId_idx" ON "EditorSession"("accountId");
