-- AlterTable: a constant default adds the column in place. The server measures the older uploads when it starts
-- (lib/media/media-store.ts, completeUploads).
ALTER TABLE "Media" ADD COLUMN "storedBytes" INTEGER NOT NULL DEFAULT 0;
