// What the event store refuses, for lib/api/errors.ts to answer.
import type { FieldProblems } from "../validations/field-problems";

export class DuplicateEventError extends Error {
  constructor(readonly id: string) {
    super(`An event with id "${id}" already exists.`);
  }
}

export class EventNotFoundError extends Error {
  constructor(readonly id: string) {
    super(`No event has the id "${id}".`);
  }
}

/** The event was deleted: its id is remembered so its address can answer 410 Gone. */
export class EventGoneError extends Error {
  constructor(readonly id: string) {
    super(`The event "${id}" was deleted.`);
  }
}

/** The event as it would be stored breaks a rule between its fields (lib/validations/event.ts, SPAN_RULES). */
export class EventRulesError extends Error {
  constructor(readonly problems: FieldProblems) {
    super("Some fields do not fit together.");
  }
}

/** The If-Match sent names a version of the event that is no longer the current one. */
export class StaleEventError extends Error {
  constructor(
    readonly id: string,
    readonly version: number,
  ) {
    super(`The event "${id}" changed since that version was read; its current version is ${version}.`);
  }
}
