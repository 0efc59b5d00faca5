-- Readers counted without cookies (issue 28): views and unique visitors per day and page, their referrer hosts and
-- device classes, the day's visitor hashes and the day's salt (docs/analytics.md).

-- CreateTable
CREATE TABLE "PageDay" (
    "day" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,
    "visitors" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PageDay_pkey" PRIMARY KEY ("day","path")
);

-- CreateTable
CREATE TABLE "PageSource" (
    "day" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "referrer" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PageSource_pkey" PRIMARY KEY ("day","path","referrer","device")
);

-- CreateTable
CREATE TABLE "PageVisitor" (
    "day" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "visitor" TEXT NOT NULL,
    "seenAt" INTEGER NOT NULL,

    CONSTRAINT "PageVisitor_pkey" PRIMARY KEY ("day","path","visitor")
);

-- CreateTable
CREATE TABLE "VisitorSalt" (
    "day" TEXT NOT NULL,
    "salt" TEXT NOT NULL,

    CONSTRAINT "VisitorSalt_pkey" PRIMARY KEY ("day")
);

-- CreateIndex
CREATE INDEX "PageDay_path_idx" ON "PageDay"("path");

-- CreateIndex
CREATE INDEX "PageSource_path_idx" ON "PageSource"("path");

