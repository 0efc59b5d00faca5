-- The body as a reader reads it (lib/story/body-text.ts): the search vector reads it instead of the Markdown, whose
-- link addresses ("https", a ticket shop's domain) made posts match words no reader sees. Filled here with the
-- Markdown itself, which the server's first start replaces with the reader's text (prisma/upgrades/body-text.ts)
-- before it serves. `migrate diff --from-migrations` proposes to drop "search" and its index: delete those lines.
ALTER TABLE "Post" ADD COLUMN "bodyText" TEXT NOT NULL DEFAULT '';

UPDATE "Post" SET "bodyText" = "introduction" || E'\n\n' || "climax" || E'\n\n' || "conclusion";

-- A generated column's expression cannot change: it is made again, and its index with it.
DROP INDEX "Post_search_idx";
ALTER TABLE "Post" DROP COLUMN "search";
ALTER TABLE "Post" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('pulso'::regconfig, "title"), 'A') ||
    setweight(to_tsvector('pulso'::regconfig, "description"), 'B') ||
    setweight(to_tsvector('pulso'::regconfig, "bodyText"), 'C')
) STORED;

CREATE INDEX "Post_search_idx" ON "Post" USING GIN ("search");
