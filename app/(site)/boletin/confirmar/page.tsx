import type { ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { LinkAction } from "@/components/newsletter/LinkAction";
import { NewsletterPage } from "@/components/newsletter/NewsletterPage";
import { SignupForm } from "@/components/newsletter/SignupForm";
import { pageToken } from "@/lib/newsletter/reader-form";
import { tokenEmail } from "@/lib/newsletter/reader-token";
import { newsletterMetadata } from "@/lib/seo/page-metadata";
import { NEWSLETTER_CONFIRM_PATH, newsletterConfirmPath } from "@/lib/urls";

// Rendered for every request (it reads the link's token) and changes nothing: its button POSTs (proxy.ts), and a link
// that is not valid is answered 400 there.

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) =>
  newsletterMetadata(NEWSLETTER_CONFIRM_PATH, "confirm", parent);

export default async function ConfirmPage({ searchParams }: PageProps<"/boletin/confirmar">) {
  const t = await getTranslations("Newsletter");
  const token = pageToken((await searchParams).token);
  const email = tokenEmail("newsletter-confirmation", token, new Date());
  if (!email)
    return (
      <NewsletterPage title={t("confirmInvalid.title")} lead={t("confirmInvalid.lead")}>
        <SignupForm placement="page" source="footer" />
      </NewsletterPage>
    );
  return (
    <NewsletterPage title={t("confirm.title")} lead={t("confirm.lead", { email })}>
      <LinkAction action={newsletterConfirmPath(token)} label={t("confirm.action")} />
    </NewsletterPage>
  );
}
