// The API's one error answer, `{ "error": { code, message, fields?, fieldCodes? } }` with its status and headers: as a
// fetch Response for route handlers and proxy.ts, or written on Node's ServerResponse by the server entry's answers
// given before Next.js (which has no Response there, and adds no headers of its own).
import type { ServerResponse } from "node:http";
import type { FieldProblems } from "../validations/field-problems";
import { commonSecurityHeaders } from "../security/headers";
import type { ApiError } from "./api-error";

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

/** `serverHeaders` are the ones every answer of the server carries, written before the error's own. */
function errorAnswer(error: ApiError, serverHeaders: Record<string, string> = {}) {
  const body = { error: { code: error.code, message: error.message, ...(error.fields && fieldsBody(error.fields)) } };
  return {
    status: error.status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...serverHeaders, ...error.headers },
    body: JSON.stringify(body),
  };
}

export function errorResponse(error: ApiError): Response {
  const { status, headers, body } = errorAnswer(error);
  return new Response(body, { status, headers });
}

const securityHeaders = Object.fromEntries(commonSecurityHeaders.map(({ key, value }) => [key, value]));

/** Where Next.js would add the security headers from next.config.ts, the server entry adds them here. */
export function sendError(response: ServerResponse, error: ApiError): void {
  const { status, headers, body } = errorAnswer(error, securityHeaders);
  response.writeHead(status, headers).end(body);
}
