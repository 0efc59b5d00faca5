import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { NEWS_PATH } from "@/lib/urls";
import { StatusMessage } from "./StatusMessage";

/** The message at a post's address when there is no post to show: never there, or removed by the newsroom. */
export async function MissingPost({ reason }: { reason: "notFound" | "gone" }) {
  const t = await getTranslations("PostPage");
  return (
    <StatusMessage title={t(reason)} detail={t(`${reason}Detail`)}>
      <Link href={NEWS_PATH}>{t("backToNews")}</Link>
    </StatusMessage>
  );
}
