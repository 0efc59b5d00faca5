import Link from "@/components/layout/Link";
import { getTranslations } from "next-intl/server";
import { formatNewsroomDateTime } from "@/lib/dates/spanish-dates";
import { editPostPath } from "@/lib/editor/editor-paths";
import type { EditablePost } from "@/lib/newsroom/editable-post";
import styles from "./LiveEditor.module.css";

/** When the post is "En vivo" on the newsroom's clock, or where to say so when it has no window yet. */
export async function LiveWindowNote({ post }: { post: Pick<EditablePost, "id" | "live"> }) {
  const t = await getTranslations("LiveEditor");
  if (post.live) {
    const { start, end } = post.live;
    return (
      <p className={styles.window}>
        {t("window", { start: formatNewsroomDateTime(start), end: formatNewsroomDateTime(end) })}
      </p>
    );
  }
  return (
    <p className={styles.window}>
      {t("noWindow")} <Link href={editPostPath(post.id)}>{t("setWindow")}</Link>.
    </p>
  );
}
