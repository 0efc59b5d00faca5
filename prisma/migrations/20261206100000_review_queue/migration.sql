-- The review of a draft (issue 41, step 10, docs/team.md): when it was sent and sent back, beside status, which
-- stays "draft", and the Editors' notes to its writer. Nullable columns: no existing post changes.

-- AlterTable
ALTER TABLE "Post" ADD COLUMN "reviewRequestedAt" DATETIME;
ALTER TABLE "Post" ADD COLUMN "reviewReturnedAt" DATETIME;

-- CreateTable
CREATE TABLE "ReviewNote" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "postId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "note" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ReviewNote_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ReviewNote_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ReviewNote_postId_createdAt_idx" ON "ReviewNote"("postId", "createdAt");

-- CreateIndex
CREATE INDEX "Post_reviewRequestedAt_idx" ON "Post"("reviewRequestedAt");

