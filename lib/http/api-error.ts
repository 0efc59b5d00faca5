import type { FieldProblems } from "../validations/field-problems";

export type ApiErrorCode =
  | "validation"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "gone"
  | "precondition_failed"
  | "payload_too_large"
  | "unsupported_media_type"
  | "too_many_requests"
  | "unavailable"
  | "insufficient_storage"
  | "client_closed_request"
  | "internal";

/**
 * A refusal with its status and the API's error code, thrown where it is decided (auth, body reading, validation)
 * and answered by lib/api/errors.ts. It sits below lib/api and lib/auth, which both throw it: lib/api uses lib/auth,
 * never the other way round.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: FieldProblems,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}
