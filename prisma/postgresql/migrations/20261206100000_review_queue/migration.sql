-- The review of a draft (issue 41, step 10, docs/team.md): when it was sent and sent back, beside status, which
-- stays "draft", and the Editors' notes to its writer. Nullable columns: no existing post changes.

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "reviewRequestedAt" TIMESTAMP(3),
ADD COLUMN     "reviewReturnedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ReviewNote" (
    "id" SERIAL NOT NULL,
    "postId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "note" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewNote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReviewNote_postId_createdAt_idx" ON "ReviewNote"("postId", "createdAt");

-- CreateIndex
CREATE INDEX "Post_reviewRequestedAt_idx" ON "Post"("reviewRequestedAt");

-- AddForeignKey
ALTER TABLE "ReviewNote" ADD CONSTRAINT "ReviewNote_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewNote" ADD CONSTRAINT "ReviewNote_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

