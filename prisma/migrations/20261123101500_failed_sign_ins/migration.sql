-- CreateTable
CREATE TABLE "FailedSignIns" (
    "account" TEXT NOT NULL PRIMARY KEY,
    "attempts" INTEGER NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_EditorSession" (
    "tokenHash" TEXT NOT NULL PRIMARY KEY,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "failedSignInsBefore" INTEGER NOT NULL DEFAULT 0
);
INSERT INTO "new_EditorSession" ("createdAt", "expiresAt", "lastSeenAt", "tokenHash") SELECT "createdAt", "expiresAt", "lastSeenAt", "tokenHash" FROM "EditorSession";
DROP TABLE "EditorSession";
ALTER TABLE "new_EditorSession" RENAME TO "EditorSession";
CREATE INDEX "EditorSession_expiresAt_idx" ON "EditorSession"("expiresAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

