-- The body as a reader reads it (lib/story/body-text.ts): the search index reads it instead of the Markdown, whose
-- link addresses ("https", a ticket shop's domain) made posts match words no reader sees. Added in place, so rowids
-- and the index's rows stay; filled here with the Markdown itself, which the server's first start replaces with the
-- reader's text (prisma/upgrades/body-text.ts) before it serves.
ALTER TABLE "Post" ADD COLUMN "bodyText" TEXT NOT NULL DEFAULT '';

UPDATE "Post" SET "bodyText" = "introduction" || char(10) || char(10) || "climax" || char(10) || char(10) || "conclusion";

DROP TRIGGER "Post_search_insert";
DROP TRIGGER "Post_search_update";

CREATE TRIGGER "Post_search_insert" AFTER INSERT ON "Post" BEGIN
    INSERT INTO "PostSearch" (rowid, title, description, body)
    VALUES (new.rowid, new."title", new."description", new."bodyText");
END;

CREATE TRIGGER "Post_search_update" AFTER UPDATE OF "title", "description", "bodyText" ON "Post" BEGIN
    DELETE FROM "PostSearch" WHERE rowid = old.rowid;
    INSERT INTO "PostSearch" (rowid, title, description, body)
    VALUES (new.rowid, new."title", new."description", new."bodyText");
END;
