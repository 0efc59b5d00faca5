-- Full-text search of the posts (lib/search/, docs/search.md). Prisma knows nothing of these objects:
-- `migrate diff --from-migrations` proposes to drop the "search" column and its index: delete those lines.

-- unaccent is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS unaccent;

-- "simple" (no stemming, no stop words) with every accent folded first, "ñ" included, as lib/text/fold.ts does.
CREATE TEXT SEARCH CONFIGURATION "pulso" (COPY = simple);
ALTER TEXT SEARCH CONFIGURATION "pulso"
    ALTER MAPPING FOR asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part, hword_numpart
    WITH unaccent, simple;

-- Generated, so every write of a post keeps it in step in its own transaction. Weights rank title over description
-- over body. Filled for the posts already stored as the column is added.
ALTER TABLE "Post" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('pulso'::regconfig, "title"), 'A') ||
    setweight(to_tsvector('pulso'::regconfig, "description"), 'B') ||
    setweight(to_tsvector('pulso'::regconfig, "introduction" || ' ' || "climax" || ' ' || "conclusion"), 'C')
) STORED;

CREATE INDEX "Post_search_idx" ON "Post" USING GIN ("search");
