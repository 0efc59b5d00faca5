-- The devices of a person's sessions for their account page, and the site's settings in the database (issue 41,
-- docs/team.md).
-- AlterTable
ALTER TABLE "EditorSession" ADD COLUMN "browser" TEXT;
ALTER TABLE "EditorSession" ADD COLUMN "deviceClass" TEXT;

-- CreateTable
CREATE TABLE "SiteSetting" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

