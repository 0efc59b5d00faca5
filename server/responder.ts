// The one way the server entry answers a request before Next.js: a table of answers (server/answer-table.ts), each row
// an address, the methods it takes and what it does there. What every such answer shares is here, once: the security
// headers next.config.ts gives Next.js's own answers, 501 for a method no route serves, 405 with Allow for a method a
// row refuses, HEAD (the headers, no body), the address read once (path, query string, routed form), the API's error
// body, and a bare 500 when an answer fails.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { ApiError } from "../lib/http/api-error";
import { errorAnswer } from "../lib/http/error-answer";
import { commonSecurityHeaders } from "../lib/security/headers";
import { answerFailure } from "./failed-request";

/** A request's address, each form worked out once, when a row first asks for it. */
export type Address = {
  /** As the client wrote it, without the query string. */
  path: string;
  /** Resolved as Next.js routes it (dot segments), not decoded; null when no URL can be made of it. */
  routed: URL | null;
  /** `routed`'s path, without making a URL when the path is already in that form. */
  routedPath: string | null;
  /** The query string's parameters; none when no URL can be made of the address. */
  query: URLSearchParams;
};

export type Reply = {
  /** Writes the status and the headers, the security headers first, then the body, which a HEAD leaves out. */
  send: (status: number, headers: OutgoingHttpHeaders, body?: string | Buffer) => true;
  /** Writes the status and the headers only, for an answer whose body the row streams itself (never for HEAD). */
  head: (status: number, headers: OutgoingHttpHeaders) => ServerResponse;
  /** The response itself, for a row that streams its answer or must cut it short. */
  response: ServerResponse;
  /** The API's error body with its status and headers. */
  error: (error: ApiError) => true;
  /** Takes the request and answers it once `work` is done; if it fails, a bare 500 and a line in the log. */
  taking: (work: Promise<unknown>) => true;
};

/**
 * A row of the table. `answer` returns true when it answered (or will), false to leave the request to the next row and
 * to Next.js, or a promise of either when it must look something up first.
 */
export type EarlyAnswer = {
  /** The exact path, or a test of the address. */
  path: string | ((address: Address) => boolean);
  methods: readonly string[];
  /**
   * Another method at this address: "refuse" answers 405 with Allow, "unimplemented" 501, "pass" leaves it to the next
   * row and to Next.js, as if the row were not there.
   */
  otherMethods: "refuse" | "unimplemented" | "pass";
  /** How a 405 names the address; the path by default. */
  named?: string;
  /** Only these requests; any other passes, whatever its method. */
  only?: (request: IncomingMessage) => boolean;
  answer: (request: IncomingMessage, reply: Reply, address: Address) => boolean | Promise<boolean>;
};

/** True or false when the table took the request or not; a promise of that when a row had to look something up. */
export type Taken = boolean | Promise<boolean>;

/** The methods of an address that is only read. */
export const READ_METHODS = ["GET", "HEAD"] as const;

const securityHeaders = commonSecurityHeaders.map(({ key, value }) => [key, value] as const);

// Letters, digits, "-" and "_" between single slashes: no dot segment, escape or character the URL parser would
// rewrite, so the path is its own routed form. The test is linear but not free on a mismatch (75–119 µs for a 16 KB
// path, the most Node.js's header limit lets in, against 19 µs for the URL parser): a longer path than any of the
// site's goes straight to the parser.
const ROUTED_AS_WRITTEN = /^\/(?:[\w-]+\/)*[\w-]*$/;
const ROUTED_AS_WRITTEN_MAX_LENGTH = 512;

function addressOf(url: string): Address {
  const mark = url.indexOf("?");
  let routed: URL | null | undefined;
  return {
    path: mark < 0 ? url : url.slice(0, mark),
    get routed() {
      if (routed !== undefined) return routed;
      try {
        routed = new URL(url, "http://site");
      } catch {
        routed = null;
      }
      return routed;
    },
    get routedPath() {
      const asWritten = this.path.length <= ROUTED_AS_WRITTEN_MAX_LENGTH && ROUTED_AS_WRITTEN.test(this.path);
      return asWritten ? this.path : (this.routed?.pathname ?? null);
    },
    get query() {
      return this.routed?.searchParams ?? new URLSearchParams();
    },
  };
}

/** A class: every request gets one, and its methods are shared rather than made anew for each. */
class ReplyTo implements Reply {
  constructor(
    private readonly request: IncomingMessage,
    readonly response: ServerResponse,
  ) {}

  head(status: number, headers: OutgoingHttpHeaders): ServerResponse {
    for (const [name, value] of securityHeaders) this.response.setHeader(name, value);
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.response.setHeader(name, value);
    return this.response.writeHead(status);
  }

  send(status: number, headers: OutgoingHttpHeaders, body?: string | Buffer): true {
    this.head(status, headers).end(this.request.method === "HEAD" ? undefined : body);
    return true;
  }

  error(error: ApiError): true {
    const { status, headers, body } = errorAnswer(error);
    return this.send(status, headers, body);
  }

  taking(work: Promise<unknown>): true {
    work.catch((error: unknown) => answerFailure(this.request, this.response, error));
    return true;
  }
}

const matches = (row: EarlyAnswer, address: Address) =>
  typeof row.path === "string" ? address.path === row.path : row.path(address);

/** The answer to a method the row does not take, or null to pass the request on. */
function otherMethodError(row: EarlyAnswer, method: string, address: Address): ApiError | null {
  if (row.otherMethods === "pass") return null;
  if (row.otherMethods === "unimplemented")
    return new ApiError("not_implemented", `This server does not implement ${method}.`);
  const allowed = row.methods.join(", ");
  const message = `${method} is not allowed on ${row.named ?? address.path}. Allowed: ${allowed}.`;
  return new ApiError("method_not_allowed", message, undefined, { Allow: allowed });
}

/** Asks the rows in order from `from` on; the first that takes the request answers it. */
function ask(rows: readonly EarlyAnswer[], from: number, request: IncomingMessage, response: ServerResponse): Taken {
  const address = addressOf(request.url ?? "/");
  const method = request.method ?? "GET";
  let reply: Reply | undefined;
  for (let at = from; at < rows.length; at++) {
    const row = rows[at];
    if (!matches(row, address) || (row.only && !row.only(request))) continue;
    reply ??= new ReplyTo(request, response);
    if (!row.methods.includes(method)) {
      const error = otherMethodError(row, method, address);
      if (error) return reply.error(error);
      continue;
    }
    const taken = row.answer(request, reply, address);
    if (taken === true) return true;
    if (taken !== false) return taken.then((known) => known || ask(rows, at + 1, request, response));
  }
  return false;
}

/** The table as one function of the request: whether it took the request (Next.js answers it when not). */
export function responderOf(
  rows: readonly EarlyAnswer[],
): (request: IncomingMessage, response: ServerResponse) => Taken {
  return (request, response) => ask(rows, 0, request, response);
}

/** Calls `next` when the table did not take the request, at once or once its row has looked up what it needed. */
export function unlessTaken(taken: Taken, next: () => void): void {
  if (taken === true) return;
  if (taken === false) return next();
  void taken.then((known) => {
    if (!known) next();
  });
}
