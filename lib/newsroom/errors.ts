// What the newsroom refuses, for lib/api/errors.ts to answer.
import type { FieldCode } from "../validations/field-problems";

export class DuplicatePostError extends Error {
  constructor(readonly id: string) {
    super(`A post with id "${id}" already exists`);
  }
}

export class PostNotFoundError extends Error {
  constructor(readonly id: string) {
    super(`No post has the id "${id}".`);
  }
}

/** The post was purged from the trash: its id is remembered so its address can answer 410 Gone. */
export class PostGoneError extends Error {
  constructor(readonly id: string) {
    super(`The post "${id}" was deleted for good.`);
  }
}

export class RevisionNotFoundError extends Error {
  constructor(
    readonly id: string,
    readonly number: number,
  ) {
    super(`The post "${id}" has no revision ${number}.`);
  }
}

/** The change does not fit the post's state: an edit of a post in the trash, a restore of one that is not there. */
export class PostStateConflictError extends Error {}

/** The If-Match sent names a version of the post that is no longer the current one. */
export class StaleVersionError extends Error {
  constructor(
    readonly id: string,
    readonly version: number,
  ) {
    super(`The post "${id}" changed since that version was read; its current version is ${version}.`);
  }
}

/** The post names an event no event has (never stored, or deleted): a field of the write to correct. */
export class UnknownEventError extends Error {
  constructor(readonly eventId: string) {
    super(`No event has the id "${eventId}".`);
  }
}

/** The person's role does not let them make this change to this post (lib/newsroom/post-rights.ts). */
export class PostRightError extends Error {}

/** The `live` window a write asked for cannot be: a field of the write to correct. */
export class LiveWindowError extends Error {
  constructor(
    readonly code: FieldCode,
    readonly problem: string,
  ) {
    super(`live ${problem}`);
  }
}
