import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { StatusMessage } from "@/components/post/StatusMessage";
import { EVENTS_PATH } from "@/lib/urls";

export default async function ReaderPlanNotFound() {
  const t = await getTranslations("ReaderPlan");
  const guide = await getTranslations("EventPage");
  return (
    <StatusMessage title={t("missing")} detail={t("missingDetail")}>
      <Link href={EVENTS_PATH}>{guide("backToGuide")}</Link>
    </StatusMessage>
  );
}
