// The API's one error answer, `{ "error": { code, message, fields?, fieldCodes? } }` with its status and headers: as a
// fetch Response for route handlers and proxy.ts, or as its parts for the server entry's answers given before Next.js
// (server/responder.ts, which has no Response there and adds the security headers itself).
import type { FieldProblems } from "../validations/field-problems";
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

export function errorAnswer(error: ApiError) {
  const body = { error: { code: error.code, message: error.message, ...(error.fields && fieldsBody(error.fields)) } };
  return {
    status: error.status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...error.headers },
    body: JSON.stringify(body),
  };
}

export function errorResponse(error: ApiError): Response {
  const { status, headers, body } = errorAnswer(error);
  return new Response(body, { status, headers });
}
