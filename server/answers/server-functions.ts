// A call of one of Next.js's server functions from another site, answered by the server entry before Next.js sees it:
// a POST with its Next-Action header, at any address, or a form's multipart POST to a page, which Next.js takes for a
// server function sent by a form without JavaScript. Next.js refuses one whose Origin is not its host itself, but as
// a 500 with two lines at level error, for any address and without a session: anyone could fill the log with errors
// and the error metrics with alarms. The site's one server function (the story's preview,
// components/editor/story-toolbar/preview-story.tsx) is called by the editor's own pages, whose fetch always carries
// their Origin; a route handler (the API, the boletín's one-click unsubscribe) takes its POSTs itself.
import type { IncomingMessage } from "node:http";
import { ApiError } from "../../lib/http/api-error";
import { comesFromSite } from "../../lib/http/request-origin";
import { loggedText } from "../../lib/log/logged-text";
import { logger } from "../../lib/log/logger";
import { responderOf, type EarlyAnswer, type Reply } from "../responder";

const ACTION_HEADER = "next-action";

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : (value ?? null));

/** Run after the forwarding headers are pinned: X-Forwarded-Proto is then a trusted proxy's word or absent. */
function fromSite(request: IncomingMessage, siteOrigin: string): boolean {
  const { headers } = request;
  const encrypted = "encrypted" in request.socket && request.socket.encrypted === true;
  const said = {
    origin: single(headers.origin),
    fetchSite: single(headers["sec-fetch-site"]),
    host: single(headers.host),
  };
  return comesFromSite(
    { ...said, protocol: single(headers["x-forwarded-proto"]) ?? (encrypted ? "https" : "http") },
    siteOrigin,
  );
}

/** Whether the request says where it was sent from: a form posted with no Origin is not a browser's. */
const saysItsSite = ({ headers }: IncomingMessage) => "origin" in headers || "sec-fetch-site" in headers;

const isMultipart = ({ headers }: IncomingMessage) =>
  single(headers["content-type"])?.toLowerCase().startsWith("multipart/form-data") ?? false;

/** 403 and one line at level warn. */
function refuse(request: IncomingMessage, reply: Reply): true {
  // The request's own line names its route; a path a client chose stays out of the log (docs/operations.md).
  const origin = single(request.headers.origin) ?? "none";
  logger().warn({ origin: loggedText(origin) }, "A server function was called from another site: refused");
  return reply.error(new ApiError("forbidden", "Server functions are called only from this site's own pages."));
}

/**
 * A server function called from anywhere but this site's pages: any POST with Next-Action, and a multipart POST from
 * another site to one of `isPage`'s addresses (a page of the build, by the path as Next.js routes it).
 */
export function crossSiteServerFunctions(siteUrl: string, isPage: (pathname: string) => boolean): EarlyAnswer[] {
  const siteOrigin = new URL(siteUrl).origin;
  return [
    {
      path: () => true,
      methods: ["POST"],
      otherMethods: "pass",
      only: (request) => ACTION_HEADER in request.headers && !fromSite(request, siteOrigin),
      answer: refuse,
    },
    {
      path: (address) => address.routedPath !== null && isPage(address.routedPath),
      methods: ["POST"],
      otherMethods: "pass",
      only: (request) => isMultipart(request) && saysItsSite(request) && !fromSite(request, siteOrigin),
      answer: refuse,
    },
  ];
}

export const serverFunctionAnswers = (siteUrl: string, isPage: (pathname: string) => boolean) =>
  responderOf(crossSiteServerFunctions(siteUrl, isPage));
