import "server-only";
import { NextResponse } from "next/server";
import { isStoreUnavailable } from "../db-errors";
import { ApiError } from "../http/api-error";
import {
  ClientGoneError,
  MediaBusyError,
  MediaFolderFullError,
  MediaNotFoundError,
  UnreadableImageError,
  UnsupportedImageError,
} from "../media/errors";
import {
  DuplicatePostError,
  PostGoneError,
  PostNotFoundError,
  PostStateConflictError,
  RevisionNotFoundError,
  StaleVersionError,
} from "../newsroom/errors";
import { etagOf } from "../newsroom/etag";
import { logError } from "../server-log";
import type { FieldProblems } from "../validations/field-problems";

export const AUTH_REALM = "EDM News API";

export const unauthorized = () =>
  new ApiError(401, "unauthorized", "Valid credentials are required to use this API.", undefined, {
    "WWW-Authenticate": `Basic realm="${AUTH_REALM}", charset="UTF-8"`,
  });

/**
 * `fields` keeps the English sentence per field that clients have always read; `fieldCodes` names the same problems
 * with stable codes, for clients (and the editor's form) that say them in their own words.
 */
function fieldsBody(fields: FieldProblems) {
  const entries = Object.entries(fields);
  return {
    fields: Object.fromEntries(entries.map(([field, { message }]) => [field, message])),
    fieldCodes: Object.fromEntries(entries.map(([field, { code }]) => [field, code])),
  };
}

export function errorResponse(error: ApiError): NextResponse {
  const body = { error: { code: error.code, message: error.message, ...(error.fields && fieldsBody(error.fields)) } };
  return NextResponse.json(body, {
    status: error.status,
    headers: { "Cache-Control": "no-store", ...error.headers },
  });
}

/** What the newsroom refused, as the API answers it; undefined for anything else. */
function newsroomRefusal(error: unknown): ApiError | undefined {
  if (error instanceof DuplicatePostError) {
    return new ApiError(409, "conflict", error.message, { id: { code: "taken", message: "already exists" } });
  }
  if (error instanceof PostNotFoundError || error instanceof RevisionNotFoundError) {
    return new ApiError(404, "not_found", error.message);
  }
  if (error instanceof PostGoneError) return new ApiError(410, "gone", error.message);
  if (error instanceof PostStateConflictError) return new ApiError(409, "conflict", error.message);
  if (error instanceof StaleVersionError) {
    // The current version's tag lets the client fetch it, show it beside its own and send its change again.
    return new ApiError(412, "precondition_failed", error.message, undefined, { ETag: etagOf(error.version) });
  }
  return undefined;
}

/** What the media store refused, as the API answers it; undefined for anything else. */
function mediaRefusal(error: unknown): ApiError | undefined {
  if (error instanceof UnsupportedImageError) return new ApiError(415, "unsupported_media_type", error.message);
  if (error instanceof UnreadableImageError) return new ApiError(400, "validation", error.message);
  if (error instanceof MediaNotFoundError) return new ApiError(404, "not_found", error.message);
  if (error instanceof MediaFolderFullError) return new ApiError(507, "insufficient_storage", error.message);
  if (error instanceof MediaBusyError) {
    return new ApiError(503, "unavailable", error.message, undefined, {
      "Retry-After": String(error.retryAfterSeconds),
    });
  }
  // Nobody reads this answer: nginx's status for it keeps the access log honest.
  if (error instanceof ClientGoneError) return new ApiError(499, "client_closed_request", error.message);
  return undefined;
}

/** The one place where an exception becomes an API answer; nothing internal leaks into a 500. */
export function toErrorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError) return errorResponse(error);
  const refusal = newsroomRefusal(error) ?? mediaRefusal(error);
  if (refusal) return errorResponse(refusal);
  if (isStoreUnavailable(error)) {
    return errorResponse(
      new ApiError(503, "unavailable", "The news store cannot accept writes right now. Try again later."),
    );
  }
  logError("Unexpected API error", error);
  return errorResponse(new ApiError(500, "internal", "Something went wrong on our side."));
}
