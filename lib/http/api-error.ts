import type { FieldProblems } from "../validations/field-problems";

/** Every code an error answer of this site carries, and its status: a code never answers with another. */
export const ERROR_STATUS = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  // The person is signed in, but their role does not allow this (lib/team/rights.ts).
  not_permitted: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  // Nobody reads this answer: nginx's status for it keeps the access log honest.
  client_closed_request: 499,
  internal: 500,
  not_implemented: 501,
  unavailable: 503,
  insufficient_storage: 507,
} as const;

export type ApiErrorCode = keyof typeof ERROR_STATUS;

/**
 * A refusal with the API's error code, thrown where it is decided (auth, body reading, validation) and answered by
 * lib/http/error-answer.ts. It sits below lib/api and lib/auth, which both throw it: lib/api uses lib/auth, never the
 * other way round.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: FieldProblems,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}
