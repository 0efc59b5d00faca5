-- CreateTable
CREATE TABLE "Media" (
    "hash" TEXT NOT NULL PRIMARY KEY,
    "format" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "bytes" INTEGER NOT NULL,
    "focusX" REAL NOT NULL DEFAULT 0.5,
    "focusY" REAL NOT NULL DEFAULT 0.5,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- AlterTable: a constant default lets SQLite add the column in place, without copying the archive.
ALTER TABLE "Post" ADD COLUMN "imageAlt" TEXT NOT NULL DEFAULT '';
ALTER TABLE "PostRevision" ADD COLUMN "imageAlt" TEXT NOT NULL DEFAULT '';
