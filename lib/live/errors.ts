// Why a live update could not be written.
import type { FieldCode } from "../validations/field-problems";

export class LiveUpdateNotFoundError extends Error {
  constructor(
    readonly postId: string,
    readonly updateId: string,
  ) {
    super(`The post "${postId}" has no update "${updateId}".`);
  }
}

export class LiveUpdatesFullError extends Error {
  constructor(readonly max: number) {
    super(`The post holds ${max} updates, the most one live coverage may: start a new post.`);
  }
}

/** The `live` window a write asked for cannot be: a field of the write to correct. */
export class LiveWindowError extends Error {
  constructor(
    readonly code: FieldCode,
    readonly problem: string,
  ) {
    super(`live ${problem}`);
  }
}
