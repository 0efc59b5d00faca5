import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { StatusMessage } from "@/components/post/StatusMessage";
import { EVENTS_PATH } from "@/lib/urls";

/**
 * The 404 of a timetable's address: no such event, no set time yet, or no such day. One message for the three, as
 * the segment's not-found.tsx, which knows no event, shows it again in the browser (NotFoundAnswer).
 */
export async function MissingTimetable() {
  const t = await getTranslations("Timetable");
  return (
    <StatusMessage title={t("missing")} detail={t("missingDetail")}>
      <Link href={EVENTS_PATH}>{t("toGuide")}</Link>
    </StatusMessage>
  );
}
