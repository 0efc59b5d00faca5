// Ways to take the database's storage away, as root (this machine) or as an ordinary user.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const isRoot = () => process.getuid?.() === 0;

/**
 * Root ignores file modes, so as root the file is made immutable instead; either way SQLite opens it
 * read-only and answers every write with SQLITE_READONLY while reads keep working.
 */
export function makeReadOnly(file: string): void {
  if (isRoot()) execFileSync("chattr", ["+i", file]);
  else fs.chmodSync(file, 0o444);
}

export function makeWritable(file: string): void {
  if (isRoot()) execFileSync("chattr", ["-i", file]);
  else fs.chmodSync(file, 0o644);
}

/** A small tmpfs stands in for a disk that fills up; mounting one needs root. */
export function mountSmallDisk(folder: string, megabytes: number): boolean {
  if (!isRoot()) return false;
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m,mode=0700`, "tmpfs", folder], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export function unmount(folder: string): void {
  execFileSync("umount", ["--lazy", folder]);
}

/** Writes into `file` until the disk says no space is left; returns the bytes written. */
export function fillDisk(file: string): number {
  const fd = fs.openSync(file, "w");
  const chunk = Buffer.alloc(256 * 1024, 1);
  let written = 0;
  try {
    for (;;) written += fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    fs.closeSync(fd);
  }
  return written;
}
