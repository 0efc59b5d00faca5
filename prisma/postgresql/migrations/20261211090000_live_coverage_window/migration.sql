-- A post's live coverage window (docs/live.md)
-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "coverageEnd" TIMESTAMP(3),
ADD COLUMN     "coverageStart" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Post_coverageEnd_idx" ON "Post"("coverageEnd");
