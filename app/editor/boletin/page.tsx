import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EditorIntro } from "@/components/editor/EditorIntro";
import { EditorStatus } from "@/components/editor/EditorStatus";
import { requireEditor } from "@/components/editor/require-editor";
import { EditionHistory } from "@/components/editor/newsletter/EditionHistory";
import { EditionPreview } from "@/components/editor/newsletter/EditionPreview";
import { SendSection } from "@/components/editor/newsletter/SendSection";
import { SubscriberCounts } from "@/components/editor/newsletter/SubscriberCounts";
import { UnsubscribeSection } from "@/components/editor/newsletter/UnsubscribeSection";
import { formatCount } from "@/components/editor/stats/numbers";
import { credentials } from "@/lib/credentials";
import { EDITOR_PATH, NEWSLETTER_EDITOR_PATH } from "@/lib/editor/editor-paths";
import { isEmptyEdition, nextEditionContent } from "@/lib/newsletter/edition-content";
import { editionHistory } from "@/lib/newsletter/editions";
import { subscriberCounts } from "@/lib/newsletter/subscriber-list";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NewsletterEditor");
  return { title: `${t("pageTitle")} | ${site.product}` };
}

// GET /editor/boletin[?enviado=ID] - the boletín's readers, the next edition, its test send and "Enviar", and the
// editions sent (ID: the one "Enviar" just started)
export default async function NewsletterPage({ searchParams }: PageProps<"/editor/boletin">) {
  const session = await requireEditor("/editor/boletin", NEWSLETTER_EDITOR_PATH);
  const now = new Date();
  const [t, counts, content, editions, { enviado }] = await Promise.all([
    getTranslations("NewsletterEditor"),
    subscriberCounts(),
    nextEditionContent(now),
    editionHistory(),
    searchParams,
  ]);
  const started = editions.find((edition) => String(edition.id) === enviado);
  return (
    <div className="container">
      <EditorIntro
        title={t("title")}
        lead={t("lead")}
        links={[{ href: EDITOR_PATH, label: t("toDashboard") }]}
        current="newsletter"
      />
      <EditorStatus
        publishingToken={session.publishingToken}
        notice={started ? t("send.started", { count: formatCount(started.recipients) }) : ""}
      >
        <SubscriberCounts counts={counts} />
        <EditionPreview content={content} />
        <SendSection
          editorEmail={credentials().adminEmail}
          confirmed={counts.confirmed}
          empty={isEmptyEdition(content)}
        />
        <EditionHistory editions={editions} />
        <UnsubscribeSection />
      </EditorStatus>
    </div>
  );
}
