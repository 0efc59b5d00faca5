// The uploads of a backup put back in MEDIA_DIR: copied beside it first, then swapped in by renaming, the folder they
// replace kept aside.
import fs from "node:fs";
import path from "node:path";
import { copyMedia } from "./backup-files";

export type StagedMedia = { files: number; swap(): string | undefined; discard(): void };

export function stageMedia(backupMedia: string, mediaDir: string, stamp: string): StagedMedia {
  if (!fs.existsSync(backupMedia)) throw new Error(`${backupMedia}, the backup's photos, does not exist.`);
  const staged = `${mediaDir}.restoring`;
  fs.rmSync(staged, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(mediaDir), { recursive: true });
  const files = copyMedia(backupMedia, staged);
  return {
    files,
    swap() {
      const aside = `${mediaDir}.before-restore-${stamp}`;
      const replaced = fs.existsSync(mediaDir);
      if (replaced) fs.renameSync(mediaDir, aside);
      fs.renameSync(staged, mediaDir);
      return replaced ? aside : undefined;
    },
    discard: () => fs.rmSync(staged, { recursive: true, force: true }),
  };
}
