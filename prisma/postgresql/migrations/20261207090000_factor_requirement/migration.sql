-- AlterTable
ALTER TABLE "EditorSession" ADD COLUMN     "factorSetup" BOOLEAN NOT NULL DEFAULT false;
