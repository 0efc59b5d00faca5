-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "Post" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "introduction" TEXT NOT NULL,
    "climax" TEXT NOT NULL,
    "conclusion" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "imageAlt" TEXT NOT NULL DEFAULT '',
    "date" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" TEXT NOT NULL DEFAULT 'published',
    "publishAt" TIMESTAMP(3),
    "publishedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "trashedAt" TIMESTAMP(3),
    "liveAt" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "Post_pkey" PRIMARY KEY ("id")
);

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
    "imageAlt" TEXT NOT NULL DEFAULT '',
    "date" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "publishAt" TIMESTAMP(3),
    "savedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "savedBy" TEXT NOT NULL,

    CONSTRAINT "PostRevision_pkey" PRIMARY KEY ("postId","number")
);

-- CreateTable
CREATE TABLE "PostRedirect" (
    "fromId" TEXT NOT NULL,
    "toId" TEXT NOT NULL,

    CONSTRAINT "PostRedirect_pkey" PRIMARY KEY ("fromId")
);

-- CreateTable
CREATE TABLE "GonePost" (
    "id" TEXT NOT NULL,
    "goneAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GonePost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Media" (
    "hash" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "bytes" INTEGER NOT NULL,
    "focusX" DOUBLE PRECISION NOT NULL DEFAULT 0.5,
    "focusY" DOUBLE PRECISION NOT NULL DEFAULT 0.5,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Media_pkey" PRIMARY KEY ("hash")
);

-- CreateTable
CREATE TABLE "EditorSession" (
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "failedSignInsBefore" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "EditorSession_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "LoginThrottle" (
    "key" TEXT NOT NULL,
    "failures" INTEGER NOT NULL,
    "lastFailureAt" TIMESTAMP(3) NOT NULL,
    "lockedUntil" TIMESTAMP(3),

    CONSTRAINT "LoginThrottle_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "FailedSignIns" (
    "account" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL,

    CONSTRAINT "FailedSignIns_pkey" PRIMARY KEY ("account")
);

-- CreateIndex
CREATE INDEX "Post_date_publishedAt_id_liveAt_idx" ON "Post"("date" DESC, "publishedAt" DESC, "id" DESC, "liveAt");

-- CreateIndex
CREATE INDEX "Post_liveAt_idx" ON "Post"("liveAt");

-- CreateIndex
CREATE INDEX "Post_updatedAt_id_idx" ON "Post"("updatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Post_trashedAt_idx" ON "Post"("trashedAt");

-- CreateIndex
CREATE INDEX "PostRedirect_toId_idx" ON "PostRedirect"("toId");

-- CreateIndex
CREATE INDEX "EditorSession_expiresAt_idx" ON "EditorSession"("expiresAt");

-- CreateIndex
CREATE INDEX "LoginThrottle_lastFailureAt_idx" ON "LoginThrottle"("lastFailureAt");

-- AddForeignKey
ALTER TABLE "PostRevision" ADD CONSTRAINT "PostRevision_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostRedirect" ADD CONSTRAINT "PostRedirect_toId_fkey" FOREIGN KEY ("toId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

