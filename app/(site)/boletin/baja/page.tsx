import type { ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { LinkAction } from "@/components/newsletter/LinkAction";
import { NewsletterPage } from "@/components/newsletter/NewsletterPage";
import { pageToken } from "@/lib/newsletter/reader-form";
import { tokenEmail } from "@/lib/newsletter/reader-token";
import { newsletterMetadata } from "@/lib/seo/page-metadata";
import { site } from "@/lib/site";
import { NEWSLETTER_UNSUBSCRIBE_PATH, newsletterUnsubscribePath } from "@/lib/urls";

// Rendered for every request (it reads the link's token) and changes nothing: mail scanners open every link, so only
// the button's POST unsubscribes (proxy.ts), as a mail program's one-click does. A link that is not valid is a 400.

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) =>
  newsletterMetadata(NEWSLETTER_UNSUBSCRIBE_PATH, "unsubscribe", parent);

export default async function UnsubscribePage({ searchParams }: PageProps<"/boletin/baja">) {
  const t = await getTranslations("Newsletter");
  const token = pageToken((await searchParams).token);
  const email = tokenEmail("newsletter-unsubscribe", token, new Date());
  if (!email) {
    const mailLink = (text: React.ReactNode) => <a href={`mailto:${site.email}`}>{text}</a>;
    return (
      <NewsletterPage
        title={t("unsubscribeInvalid.title")}
        lead={t.rich("unsubscribeInvalid.lead", { email: site.email, link: mailLink })}
      />
    );
  }
  return (
    <NewsletterPage title={t("unsubscribe.title")} lead={t("unsubscribe.lead", { email })}>
      <LinkAction action={newsletterUnsubscribePath(token)} label={t("unsubscribe.action")} />
    </NewsletterPage>
  );
}
