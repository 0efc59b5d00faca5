// The POSTs of the boletín's reader pages (proxy.ts routes them to app/(site)/boletin/**/enviar): signing up,
// confirming, unsubscribing. Each answers a browser with a 303 to a page (so a reload sends nothing again), and
// anything else with the site's error shape.
import "server-only";
import { toErrorResponse } from "@/lib/api/errors";
import { clientAddress } from "@/lib/auth/client-address";
import { isSameOrigin } from "@/lib/auth/same-origin";
import { clientOf } from "@/lib/client-meter";
import { ApiError } from "@/lib/http/api-error";
import type { Mailer } from "@/lib/mail/mailer";
import { logError } from "@/lib/log/logger";
import { countRefusal } from "@/lib/metrics/throttles";
import { site } from "@/lib/site";
import { createTranslator } from "use-intl/core";
import { messages } from "@/lib/i18n/messages";
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONFIRMED_PATH,
  NEWSLETTER_SIGNED_UP_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  NEWSLETTER_UNSUBSCRIBED_PATH,
} from "@/lib/urls";
import { SIGNUP_SOURCES, subscriberEmailSchema } from "@/lib/validations/subscriber";
import { z } from "@/lib/zod";
import { linkToken, MULTIPART, readForm, URLENCODED } from "./reader-form";
import { tokenEmail } from "./reader-token";
import { signUp } from "./signup";
import { signupPageWithError } from "./signup-page";
import { mailboxMeter, mailboxOf, signupMeter, tooManySignups } from "./signup-throttle";
import { confirm, unsubscribe } from "./subscribers";

// As lib/newsletter/confirmation-mail.ts: next-intl's translator from use-intl/core.
const t = createTranslator({ locale: "es", messages, namespace: "Newsletter.unsubscribed" });

/** Work to run once the answer has left: Next.js's `after` in the route, a list the tests run themselves. */
export type Later = (task: () => Promise<void>) => void;

type Handler = (request: Request) => Promise<Response>;

const seeOther = (path: string) =>
  new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });

/** Every refusal thrown below becomes the site's one error answer. */
const answered =
  (handler: Handler): Handler =>
  async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      return toErrorResponse(error);
    }
  };

/** A form of another site posting here in a visitor's browser: what would let anyone mail anyone through us. */
function requireThisSite(request: Request): void {
  if (!isSameOrigin(request)) throw new ApiError("forbidden", "This form is taken only from this site's own pages.");
}

const sourceSchema = z.enum(SIGNUP_SOURCES);

/**
 * POST /boletin: the same 303 to "Revisa tu correo" whatever the address's state, and before anything is read or
 * written for it, so that neither the answer nor its time tells whether the address subscribes or whether its mail
 * went: the signup and its mail run once the answer has left, and a failure is only logged. A signup of a mailbox
 * signed up moments ago (under any +tag) gets the same answer and nothing else.
 */
export function signupPost({
  later,
  now = () => new Date(),
  waitBeforeSignup = signupMeter(),
  waitBeforeMailbox = mailboxMeter(),
  mailer,
}: {
  later: Later;
  now?: () => Date;
  waitBeforeSignup?: (client: string) => number;
  waitBeforeMailbox?: (mailbox: string) => number;
  mailer?: Mailer;
}): Handler {
  return answered(async (request) => {
    requireThisSite(request);
    const seconds = waitBeforeSignup(clientOf(clientAddress(request)));
    if (seconds > 0) {
      countRefusal("newsletter_signup");
      return tooManySignups(seconds);
    }
    const form = await readForm(request);
    const source = sourceSchema.safeParse(form.get("source"));
    if (!source.success) {
      const problem = { code: "invalid" as const, message: `must be one of ${SIGNUP_SOURCES.join(", ")}` };
      throw new ApiError("validation", "The form names no known source.", { source: problem });
    }
    const email = subscriberEmailSchema.safeParse(form.get("email") ?? "");
    if (!email.success) return seeOther(signupPageWithError(source.data));
    if (waitBeforeMailbox(mailboxOf(email.data)) > 0) return seeOther(NEWSLETTER_SIGNED_UP_PATH);
    const at = now();
    later(() =>
      signUp(email.data, source.data, at, mailer).catch((error) => logError("A boletín signup failed", error)),
    );
    return seeOther(NEWSLETTER_SIGNED_UP_PATH);
  });
}

/**
 * POST /boletin/confirmar?token=: the confirmation page's button. A link that is not valid (any more) leads to the
 * page without it, which says so.
 */
export function confirmPost({ now = () => new Date() }: { now?: () => Date } = {}): Handler {
  return answered(async (request) => {
    requireThisSite(request);
    await readForm(request);
    const confirmed = await confirm(linkToken(request.url), now());
    return seeOther(confirmed ? NEWSLETTER_CONFIRMED_PATH : NEWSLETTER_CONFIRM_PATH);
  });
}

/** RFC 8058: what a mail program posts to the List-Unsubscribe address when the reader asks it to unsubscribe. */
const isOneClick = (form: FormData) => form.get("List-Unsubscribe") === "One-Click";

/**
 * POST /boletin/baja?token=: the unsubscribe page's button, or a mail program's one-click unsubscribe (RFC 8058), from
 * anywhere and with no login: the signed token is the proof. The one-click is answered 200 with a sentence, the button
 * with the page that says it is done.
 */
export function unsubscribePost({ now = () => new Date() }: { now?: () => Date } = {}): Handler {
  return answered(async (request) => {
    const form = await readForm(request, [URLENCODED, MULTIPART]);
    const token = linkToken(request.url);
    const at = now();
    const valid = tokenEmail("newsletter-unsubscribe", token, at) !== null;
    if (valid) await unsubscribe({ token }, at);
    if (!isOneClick(form)) return seeOther(valid ? NEWSLETTER_UNSUBSCRIBED_PATH : NEWSLETTER_UNSUBSCRIBE_PATH);
    if (!valid) throw new ApiError("validation", "The unsubscribe link is not valid or has expired.");
    return new Response(t("oneClick", { product: site.product }), {
      status: 200,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  });
}
