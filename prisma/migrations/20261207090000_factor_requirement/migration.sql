-- AlterTable: in place, so every open session is kept
ALTER TABLE "EditorSession" ADD COLUMN "factorSetup" BOOLEAN NOT NULL DEFAULT false;
