-- CreateTable
CREATE TABLE "Author" (
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "bio" TEXT NOT NULL DEFAULT '',
    "photo" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Author_pkey" PRIMARY KEY ("slug")
);

-- CreateIndex
CREATE INDEX "Post_author_date_publishedAt_id_liveAt_idx" ON "Post"("author", "date" DESC, "publishedAt" DESC, "id" DESC, "liveAt");
