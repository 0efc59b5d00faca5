import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { StatusMessage } from "@/components/post/StatusMessage";
import { EVENTS_PATH } from "@/lib/urls";

/** The message at an event's address when there is no event to show: never there, or deleted by the newsroom. */
export async function MissingEvent({ reason }: { reason: "notFound" | "gone" }) {
  const t = await getTranslations("EventPage");
  return (
    <StatusMessage title={t(reason)} detail={t(`${reason}Detail`)}>
      <Link href={EVENTS_PATH}>{t("backToGuide")}</Link>
    </StatusMessage>
  );
}
