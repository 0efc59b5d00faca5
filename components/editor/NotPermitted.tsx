import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { StatusMessage } from "@/components/post/StatusMessage";
import { EDITOR_PATH } from "@/lib/editor/editor-paths";

/** An editor page whose right the person's role does not hold (a 403: lib/team/route-rules.ts). */
export async function NotPermitted() {
  const t = await getTranslations("NotPermitted");
  return (
    <StatusMessage title={t("heading")} status={t("detail")} detail={t("explanation")}>
      <Link href={EDITOR_PATH}>{t("dashboard")}</Link>
    </StatusMessage>
  );
}
