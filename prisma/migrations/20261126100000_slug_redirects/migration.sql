-- CreateTable
CREATE TABLE "TopicRedirect" (
    "fromSlug" TEXT NOT NULL PRIMARY KEY,
    "toSlug" TEXT NOT NULL,
    CONSTRAINT "TopicRedirect_toSlug_fkey" FOREIGN KEY ("toSlug") REFERENCES "Topic" ("slug") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AuthorRedirect" (
    "fromSlug" TEXT NOT NULL PRIMARY KEY,
    "toSlug" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "DataUpgrade" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "appliedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "TopicRedirect_toSlug_idx" ON "TopicRedirect"("toSlug");

