// How proxy.ts routes the boletín's reader pages. A page cannot take a POST (Next.js renders it for any method), so
// the forms' POSTs go to route handlers beside the pages, and a link's page whose token is not valid is answered 400.
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { methodNotAllowed } from "@/lib/api/methods";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_SIGNUP_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "@/lib/urls";
import { tokenEmail, type ReaderTokenPurpose } from "./reader-token";

/** Where each page's POST is answered: its address and this segment (app/(site)/boletin/**\/enviar/route.ts). */
const POST_SEGMENT = "enviar";

const LINK_PURPOSES: Record<string, ReaderTokenPurpose | null> = {
  [NEWSLETTER_SIGNUP_PATH]: null,
  [NEWSLETTER_CONFIRM_PATH]: "newsletter-confirmation",
  [NEWSLETTER_UNSUBSCRIBE_PATH]: "newsletter-unsubscribe",
};

/** The pages proxy.ts's matcher sends here (it takes literals only, so they are written out there too). */
export const READER_FORM_PAGES = Object.keys(LINK_PURPOSES);

/** The answer for one of READER_FORM_PAGES; null for any other address. */
export function routeReaderPage(request: NextRequest): Response | null {
  const { pathname, searchParams } = request.nextUrl;
  if (!Object.hasOwn(LINK_PURPOSES, pathname)) return null;
  if (request.method === "POST") {
    const handler = request.nextUrl.clone();
    handler.pathname = `${pathname}/${POST_SEGMENT}`;
    return NextResponse.rewrite(handler);
  }
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(request.method, "GET, HEAD, POST");
  const purpose = LINK_PURPOSES[pathname];
  const valid = !purpose || tokenEmail(purpose, searchParams.get("token") ?? "", new Date()) !== null;
  // The page says the link is not valid; the status says it to whatever is not a reader.
  return valid ? NextResponse.next() : NextResponse.next({ status: 400 });
}
