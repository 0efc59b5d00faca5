-- A post's live coverage window (docs/live.md)
-- AlterTable
ALTER TABLE "Post" ADD COLUMN "coverageEnd" DATETIME;
ALTER TABLE "Post" ADD COLUMN "coverageStart" DATETIME;

-- CreateIndex
CREATE INDEX "Post_coverageEnd_idx" ON "Post"("coverageEnd");
