import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { AuditFilters } from "@/components/editor/audit/AuditFilters";
import { AuditTable } from "@/components/editor/audit/AuditTable";
import { EditorIntro } from "@/components/editor/EditorIntro";
import { EditorPager } from "@/components/editor/EditorPager";
import { requireEditor } from "@/components/editor/require-editor";
import { roleNames } from "@/components/editor/team/team-labels";
import { listEvents } from "@/lib/audit/events";
import { auditPath, auditQuerySchema } from "@/lib/editor/audit-query";
import { EDITOR_PATH } from "@/lib/editor/editor-paths";
import { listMembers } from "@/lib/members/members";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AuditLog");
  return { title: `${t("pageTitle")} | ${site.product}` };
}

// GET /editor/registro - the audit log, newest first, by person and kind (Administradores)
export default async function AuditLogPage({ searchParams }: PageProps<"/editor/registro">) {
  const parsed = auditQuerySchema.safeParse(await searchParams);
  await requireEditor("/editor/registro", parsed.success ? auditPath(parsed.data) : auditPath({}));
  if (!parsed.success) notFound();
  const query = parsed.data;
  const [t, members, roles, { events, total, pages }] = await Promise.all([
    getTranslations("AuditLog"),
    listMembers(),
    roleNames(),
    listEvents(query),
  ]);
  if (query.page > pages) notFound();
  const people = new Map(members.map(({ id, name, email }) => [id, { name, email }]));
  return (
    <div className="container">
      <EditorIntro
        title={t("title")}
        lead={t("lead")}
        links={[{ href: EDITOR_PATH, label: t("toDashboard") }]}
        current="audit"
      />
      <AuditFilters query={query} people={members} />
      <p>{t("count", { count: total })}</p>
      {events.length > 0 ? <AuditTable events={events} people={people} roles={roles} /> : <p>{t("empty")}</p>}
      <EditorPager
        namespace="AuditLog"
        page={query.page}
        pages={pages}
        pathOf={(page) => auditPath({ ...query, page })}
      />
    </div>
  );
}
