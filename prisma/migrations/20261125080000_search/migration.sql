-- Full-text search of the posts (lib/search/, docs/search.md). Prisma knows nothing of these objects: a future
-- migration that redefines "Post" (RedefineTables) drops the triggers and renumbers the rowids, so it must recreate
-- them and refill the index as below. `migrate diff --from-migrations` proposes to drop the FTS tables: delete those lines.

-- Contentless: the words are in "Post" already, the index keeps only what it needs to find and rank them, and rowid is
-- "Post".rowid. remove_diacritics 2 folds every accent, "ñ" included, as lib/text/fold.ts does.
CREATE VIRTUAL TABLE "PostSearch" USING fts5(
    title, description, body,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '2 3'
);

INSERT INTO "PostSearch" (rowid, title, description, body)
SELECT rowid, "title", "description", "introduction" || ' ' || "climax" || ' ' || "conclusion" FROM "Post";

-- Every write path (creation, edit, rename, trash, restore, purge) goes through "Post", in its own transaction.
CREATE TRIGGER "Post_search_insert" AFTER INSERT ON "Post" BEGIN
    INSERT INTO "PostSearch" (rowid, title, description, body)
    VALUES (new.rowid, new."title", new."description", new."introduction" || ' ' || new."climax" || ' ' || new."conclusion");
END;

CREATE TRIGGER "Post_search_update" AFTER UPDATE OF "title", "description", "introduction", "climax", "conclusion" ON "Post" BEGIN
    DELETE FROM "PostSearch" WHERE rowid = old.rowid;
    INSERT INTO "PostSearch" (rowid, title, description, body)
    VALUES (new.rowid, new."title", new."description", new."introduction" || ' ' || new."climax" || ' ' || new."conclusion");
END;

CREATE TRIGGER "Post_search_delete" AFTER DELETE ON "Post" BEGIN
    DELETE FROM "PostSearch" WHERE rowid = old.rowid;
END;
