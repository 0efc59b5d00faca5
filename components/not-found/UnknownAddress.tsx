import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { StatusMessage } from "@/components/post/StatusMessage";
import { HOME_PATH } from "@/lib/urls";

/** The specification's generic router error page: what an address with nothing to show says, in any layout. */
export async function UnknownAddress() {
  const t = await getTranslations("NotFound");
  return (
    <StatusMessage title={t("heading")} status={t("detail")} detail={t("explanation")}>
      <Link href={HOME_PATH}>{t("home")}</Link>
    </StatusMessage>
  );
}
