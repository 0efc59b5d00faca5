-- CreateTable
CREATE TABLE "PostRevision" (
    "postId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "introduction" TEXT NOT NULL,
    "climax" TEXT NOT NULL,
    "conclusion" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "publishAt" DATETIME,
    "savedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "savedBy" TEXT NOT NULL,

    PRIMARY KEY ("postId", "number"),
    CONSTRAINT "PostRevision_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PostRedirect" (
    "fromId" TEXT NOT NULL PRIMARY KEY,
    "toId" TEXT NOT NULL,
    CONSTRAINT "PostRedirect_toId_fkey" FOREIGN KEY ("toId") REFERENCES "Post" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "GonePost" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "goneAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Post" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "introduction" TEXT NOT NULL,
    "climax" TEXT NOT NULL,
    "conclusion" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" TEXT NOT NULL DEFAULT 'published',
    "publishAt" DATETIME,
    "publishedAt" DATETIME,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "trashedAt" DATETIME,
    "liveAt" DATETIME,
    "version" INTEGER NOT NULL DEFAULT 1
);
-- Every post stored so far was published when it was stored.
INSERT INTO "new_Post" ("author", "climax", "conclusion", "createdAt", "date", "description", "id", "image", "introduction", "title", "status", "publishAt", "publishedAt", "updatedAt", "liveAt") SELECT "author", "climax", "conclusion", "createdAt", "date", "description", "id", "image", "introduction", "title", 'published', "createdAt", "createdAt", "createdAt", "createdAt" FROM "Post";
DROP TABLE "Post";
ALTER TABLE "new_Post" RENAME TO "Post";
CREATE INDEX "Post_date_publishedAt_id_liveAt_idx" ON "Post"("date" DESC, "publishedAt" DESC, "id" DESC, "liveAt");
CREATE INDEX "Post_liveAt_idx" ON "Post"("liveAt");
CREATE INDEX "Post_updatedAt_id_idx" ON "Post"("updatedAt" DESC, "id" DESC);
CREATE INDEX "Post_trashedAt_idx" ON "Post"("trashedAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "PostRedirect_toId_idx" ON "PostRedirect"("toId");


-- Each post's current version is its first revision.
INSERT INTO "PostRevision" ("postId", "number", "slug", "title", "description", "introduction", "climax", "conclusion", "author", "image", "date", "status", "publishAt", "savedAt", "savedBy") SELECT "id", 1, "id", "title", "description", "introduction", "climax", "conclusion", "author", "image", "date", "status", "publishAt", "createdAt", 'migration' FROM "Post";
