-- AlterTable: in place; sets stored before have no end
ALTER TABLE "EventPerformer" ADD COLUMN "endsAt" DATETIME;
