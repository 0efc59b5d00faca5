-- CreateTable
CREATE TABLE "Topic" (
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "Topic_pkey" PRIMARY KEY ("slug")
);

-- CreateTable
CREATE TABLE "PostTopic" (
    "postId" TEXT NOT NULL,
    "topicSlug" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "PostTopic_pkey" PRIMARY KEY ("postId","topicSlug")
);

-- CreateIndex
CREATE INDEX "PostTopic_topicSlug_idx" ON "PostTopic"("topicSlug");

-- AddForeignKey
ALTER TABLE "PostTopic" ADD CONSTRAINT "PostTopic_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostTopic" ADD CONSTRAINT "PostTopic_topicSlug_fkey" FOREIGN KEY ("topicSlug") REFERENCES "Topic"("slug") ON DELETE CASCADE ON UPDATE CASCADE;
