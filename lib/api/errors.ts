import "server-only";
import { isStoreUnavailable } from "../db-errors";
import { ApiError } from "../http/api-error";
import { errorResponse } from "../http/error-answer";
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
  PostRightError,
  PostStateConflictError,
  RevisionNotFoundError,
  StaleVersionError,
  UnknownEventError,
  LiveWindowError,
} from "../newsroom/errors";
import { etagOf } from "../etag";
import {
  DuplicateEventError,
  EventGoneError,
  EventNotFoundError,
  EventRulesError,
  StaleEventError,
} from "../events/errors";
import { ApiKeyNotFoundError, TooManyKeysError } from "../keys/api-keys";
import { TotpAlreadyOnError, TotpNotStartedError } from "../auth/totp";
import { LastFactorError } from "../auth/factor-requirement";
import { LiveUpdateNotFoundError, LiveUpdatesFullError } from "../live/errors";
import { logError } from "../log/logger";
import { MemberNotFoundError, TeamRuleError } from "../members/errors";
import { StoryQueueFullError } from "../story/story-pool";

export const AUTH_REALM = "EDM News API";

export const unauthorized = () =>
  new ApiError("unauthorized", "Valid credentials are required to use this API.", undefined, {
    "WWW-Authenticate": `Basic realm="${AUTH_REALM}", charset="UTF-8"`,
  });

/** What the newsroom refused, as the API answers it; undefined for anything else. */
function newsroomRefusal(error: unknown): ApiError | undefined {
  if (error instanceof DuplicatePostError) {
    return new ApiError("conflict", error.message, { id: { code: "taken", message: "already exists" } });
  }
  if (error instanceof PostNotFoundError || error instanceof RevisionNotFoundError) {
    return new ApiError("not_found", error.message);
  }
  if (error instanceof PostGoneError) return new ApiError("gone", error.message);
  if (error instanceof PostStateConflictError) return new ApiError("conflict", error.message);
  if (error instanceof PostRightError) return new ApiError("not_permitted", error.message);
  if (error instanceof UnknownEventError) {
    return new ApiError("validation", error.message, { event: { code: "unknown_event", message: error.message } });
  }
  if (error instanceof StaleVersionError) {
    // The current version's tag lets the client fetch it, show it beside its own and send its change again.
    return new ApiError("precondition_failed", error.message, undefined, { ETag: etagOf(error.version) });
  }
  return undefined;
}

/** What a live coverage refused, as the API answers it; undefined for anything else. */
function liveRefusal(error: unknown): ApiError | undefined {
  if (error instanceof LiveUpdateNotFoundError) return new ApiError("not_found", error.message);
  if (error instanceof LiveUpdatesFullError) return new ApiError("conflict", error.message);
  if (error instanceof LiveWindowError) {
    return new ApiError("validation", error.message, { live: { code: error.code, message: error.problem } });
  }
  return undefined;
}

/** What the event store refused, as the API answers it; undefined for anything else. */
function eventRefusal(error: unknown): ApiError | undefined {
  if (error instanceof DuplicateEventError) {
    return new ApiError("conflict", error.message, { id: { code: "taken", message: "already exists" } });
  }
  if (error instanceof EventNotFoundError) return new ApiError("not_found", error.message);
  if (error instanceof EventGoneError) return new ApiError("gone", error.message);
  if (error instanceof EventRulesError) return new ApiError("validation", error.message, error.problems);
  if (error instanceof StaleEventError) {
    return new ApiError("precondition_failed", error.message, undefined, { ETag: etagOf(error.version) });
  }
  return undefined;
}

/** What the team's rules refused, as the API answers it; undefined for anything else. */
function teamRefusal(error: unknown): ApiError | undefined {
  if (
    error instanceof TeamRuleError ||
    error instanceof TooManyKeysError ||
    error instanceof TotpAlreadyOnError ||
    error instanceof TotpNotStartedError ||
    error instanceof LastFactorError
  )
    return new ApiError("conflict", error.message);
  if (error instanceof MemberNotFoundError || error instanceof ApiKeyNotFoundError) {
    return new ApiError("not_found", error.message);
  }
  return undefined;
}

/** What the media store refused, as the API answers it; undefined for anything else. */
function mediaRefusal(error: unknown): ApiError | undefined {
  if (error instanceof UnsupportedImageError) return new ApiError("unsupported_media_type", error.message);
  if (error instanceof UnreadableImageError) return new ApiError("validation", error.message);
  if (error instanceof MediaNotFoundError) return new ApiError("not_found", error.message);
  if (error instanceof MediaFolderFullError) return new ApiError("insufficient_storage", error.message);
  if (error instanceof MediaBusyError || error instanceof StoryQueueFullError) {
    return new ApiError("unavailable", error.message, undefined, {
      "Retry-After": String(error.retryAfterSeconds),
    });
  }
  if (error instanceof ClientGoneError) return new ApiError("client_closed_request", error.message);
  return undefined;
}

/** The one place where an exception becomes an API answer; nothing internal leaks into a 500. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) return errorResponse(error);
  const refusal =
    newsroomRefusal(error) ?? eventRefusal(error) ?? liveRefusal(error) ?? teamRefusal(error) ?? mediaRefusal(error);
  if (refusal) return errorResponse(refusal);
  if (isStoreUnavailable(error)) {
    return errorResponse(
      new ApiError("unavailable", "The news store cannot accept writes right now. Try again later."),
    );
  }
  logError("Unexpected API error", error);
  return errorResponse(new ApiError("internal", "Something went wrong on our side."));
}
