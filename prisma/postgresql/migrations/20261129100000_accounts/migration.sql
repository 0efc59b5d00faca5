-- The newsroom's accounts (issue 41, docs/team.md). Every new column is nullable, so no existing row changes;
-- prisma/upgrades/accounts.ts then makes the first Administrador and fills the columns.

-- AlterTable
ALTER TABLE "EditorSession" ADD COLUMN     "accountId" TEXT;

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "ownerId" TEXT;

-- AlterTable
ALTER TABLE "PostRevision" ADD COLUMN     "savedById" TEXT;

-- CreateTable
CREATE TABLE "Account" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "passwordHash" TEXT,
    "authorId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSignInAt" TIMESTAMP(3),

    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Account_email_key" ON "Account"("email");

-- CreateIndex
CREATE UNIQUE INDEX "Account_authorId_key" ON "Account"("authorId");

-- CreateIndex
CREATE INDEX "EditorSession_accountId_idx" ON "EditorSession"("accountId");

-- CreateIndex
CREATE INDEX "Post_ownerId_idx" ON "Post"("ownerId");

-- CreateIndex
CREATE INDEX "PostRevision_savedById_idx" ON "PostRevision"("savedById");

-- AddForeignKey
ALTER TABLE "Post" ADD CONSTRAINT "Post_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostRevision" ADD CONSTRAINT "PostRevision_savedById_fkey" FOREIGN KEY ("savedById") REFERENCES "Account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EditorSession" ADD CONSTRAINT "EditorSession_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Account" ADD CONSTRAINT "Account_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "Author"("slug") ON DELETE SET NULL ON UPDATE CASCADE;
