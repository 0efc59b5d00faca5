import { NextResponse } from "next/server";
import { isStoreUnavailable } from "../db-errors";
import { ApiError } from "../http/api-error";
import { DuplicatePostError } from "../posts";

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

/** The one place where an exception becomes an API answer; nothing internal leaks into a 500. */
export function toErrorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError) return errorResponse(error);
  if (error instanceof DuplicatePostError) {
    return errorResponse(new ApiError(409, "conflict", error.message, { id: "already exists" }));
  }
  if (isStoreUnavailable(error)) {
    return errorResponse(
      new ApiError(503, "unavailable", "The news store cannot accept writes right now. Try again later."),
    );
  }
  console.error("Unexpected API error", error);
  return errorResponse(new ApiError(500, "internal", "Something went wrong on our side."));
}
