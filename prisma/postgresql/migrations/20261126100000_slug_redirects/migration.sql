-- CreateTable
CREATE TABLE "TopicRedirect" (
    "fromSlug" TEXT NOT NULL,
    "toSlug" TEXT NOT NULL,

    CONSTRAINT "TopicRedirect_pkey" PRIMARY KEY ("fromSlug")
);

-- CreateTable
CREATE TABLE "AuthorRedirect" (
    "fromSlug" TEXT NOT NULL,
    "toSlug" TEXT NOT NULL,

    CONSTRAINT "AuthorRedirect_pkey" PRIMARY KEY ("fromSlug")
);

-- CreateTable
CREATE TABLE "DataUpgrade" (
    "name" TEXT NOT NULL,
    "appliedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DataUpgrade_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "TopicRedirect_toSlug_idx" ON "TopicRedirect"("toSlug");

-- AddForeignKey
ALTER TABLE "TopicRedirect" ADD CONSTRAINT "TopicRedirect_toSlug_fkey" FOREIGN KEY ("toSlug") REFERENCES "Topic"("slug") ON DELETE CASCADE ON UPDATE CASCADE;
