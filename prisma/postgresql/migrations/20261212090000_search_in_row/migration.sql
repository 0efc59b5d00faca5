-- Every search reads the "search" vector of up to 1,000 posts twice: to match them (walking the newest posts) and to
-- rank them (docs/search.md). Stored out of the row (TOAST, as a tsvector is by default), each read is a lookup in the
-- TOAST table's index and a fetch. Kept in the row (MAIN), a vector that fits the page costs nothing to read, and a
-- longer one still goes out of the row. Prisma knows nothing of this column: `migrate diff` shows no change.
-- No semicolon in these comments: Prisma splits the script at every one.
ALTER TABLE "Post" ALTER COLUMN "search" SET STORAGE MAIN;

-- Rows stored before keep their vector out of the row until written again: written again now, unchanged.
UPDATE "Post" SET "title" = "title";
