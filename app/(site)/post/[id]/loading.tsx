import { getTranslations } from "next-intl/server";
import { StatusMessage } from "@/components/post/StatusMessage";

export default async function PostLoading() {
  const t = await getTranslations("PostPage");
  return <StatusMessage title={t("loading")} role="status" />;
}
