import type { ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactChannels } from "@/components/contact/ContactChannels";
import { PageIntro } from "@/components/layout/PageIntro";
import { fixedPageMetadata } from "@/lib/seo/page-metadata";
import { CONTACT_PATH } from "@/lib/urls";
import { site, whatsappNumber } from "@/lib/site";

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) =>
  fixedPageMetadata(CONTACT_PATH, "contact", parent);

export default async function ContactPage() {
  const t = await getTranslations("Contact");
  return (
    <div className="container">
      <PageIntro title={t("title")} lead={t("lead")} />
      <ContactChannels
        pressTours={t("pressTours")}
        pressToursDetail={t("pressToursDetail")}
        email={{ href: `mailto:${site.email}`, label: t("email"), value: site.email }}
        whatsapp={{
          href: `https://wa.me/${whatsappNumber(site.phone)}`,
          label: t("whatsapp"),
          value: site.phone,
          detail: t("whatsappDetail"),
        }}
      />
    </div>
  );
}
