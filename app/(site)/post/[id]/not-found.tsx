import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { StatusMessage } from "@/components/post/StatusMessage";
import { NEWS_PATH } from "@/lib/urls";

export default async function PostNotFound() {
  const t = await getTranslations("PostPage");
  return (
    <StatusMessage title={t("notFound")} detail={t("notFoundDetail")}>
      <Link href={NEWS_PATH}>{t("backToNews")}</Link>
    </StatusMessage>
  );
}
