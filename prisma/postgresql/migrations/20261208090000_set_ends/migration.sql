-- AlterTable
ALTER TABLE "EventPerformer" ADD COLUMN     "endsAt" TIMESTAMP(3);
