-- The search index keeps a list for every prefix of 2 to 8 characters (lib/search/query.ts, docs/search.md): a prefix
-- without its own list merges the lists of every word it begins, a one-letter one most of the index, on the server's
-- only thread. FTS5 fixes its prefixes when the table is made, so the table is made again and filled as the search
-- migration did; the triggers on "Post" name the table and go on writing to the new one.
DROP TABLE "PostSearch";

CREATE VIRTUAL TABLE "PostSearch" USING fts5(
    title, description, body,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '2 3 4 5 6 7 8'
);

INSERT INTO "PostSearch" (rowid, title, description, body)
SELECT rowid, "title", "description", "introduction" || ' ' || "climax" || ' ' || "conclusion" FROM "Post";
