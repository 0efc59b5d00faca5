import "server-only";
import { NextResponse } from "next/server";
import { DuplicatePostError } from "../posts";

export type ApiErrorCode =
  | "validation"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "too_many_requests"
  | "unavailable"
  | "internal";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const AUTH_REALM = "EDM News API";

export const unauthorized = () =>
  new ApiError(401, "unauthorized", "Valid credentials are required to use this API.", undefined, {
    "WWW-Authenticate": `Basic realm="${AUTH_REALM}", charset="UTF-8"`,
  });

export function errorResponse(error: ApiError): NextResponse {
  const body = { error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }) } };
  return NextResponse.json(body, {
    status: error.status,
    headers: { "Cache-Control": "no-store", ...error.headers },
  });
}

function isReadOnlyOrFull(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code ?? "")}` : "";
  return /SQLITE_READONLY|SQLITE_FULL|readonly database|database or disk is full|SQLITE_CANTOPEN|SQLITE_IOERR/i.test(
    text,
  );
}

/** The one place where an exception becomes an API answer; nothing internal leaks into a 500. */
export function toErrorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError) return errorResponse(error);
  if (error instanceof DuplicatePostError) {
    return errorResponse(new ApiError(409, "conflict", error.message, { id: "already exists" }));
  }
  if (isReadOnlyOrFull(error)) {
    return errorResponse(
      new ApiError(503, "unavailable", "The news store cannot accept writes right now. Try again later."),
    );
  }
  console.error("Unexpected API error", error);
  return errorResponse(new ApiError(500, "internal", "Something went wrong on our side."));
}
