import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { DashboardFilters } from "@/components/editor/dashboard/DashboardFilters";
import { DashboardTable } from "@/components/editor/dashboard/DashboardTable";
import { EditorIntro } from "@/components/editor/EditorIntro";
import { EditorPager } from "@/components/editor/EditorPager";
import { EditorStatus } from "@/components/editor/EditorStatus";
import { postActionLabels } from "@/components/editor/dashboard/post-action-labels";
import { readDashboardViews } from "@/lib/analytics/site-stats";
import { listDashboardPosts } from "@/lib/editor/dashboard";
import { listReviewQueue } from "@/lib/editor/review-queue";
import { ReviewQueue } from "@/components/editor/review/ReviewQueue";
import { holds } from "@/lib/team/rights";
import {
  dashboardFiltersFor,
  dashboardPath,
  dashboardQueryFor,
  dashboardQuerySchema,
} from "@/lib/editor/dashboard-query";
import { CREATE_POST_PATH } from "@/lib/editor/editor-paths";
import { requireEditor } from "@/components/editor/require-editor";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Editor");
  return { title: `${t("pageTitle")} | ${site.product}` };
}

// GET /editor - every post of the newsroom, by state and title, with its lifecycle actions; for Editors, first the
// drafts waiting for review
export default async function EditorPage({ searchParams }: PageProps<"/editor">) {
  const parsed = dashboardQuerySchema.safeParse(await searchParams);
  const session = await requireEditor("/editor", parsed.success ? dashboardPath(parsed.data) : "/editor");
  if (!parsed.success) notFound();
  const query = dashboardQueryFor(session.account.role, parsed.data);
  const reviews = holds(session.account.role, "editAny");
  const [t, actions, { posts, total, pages }, waiting] = await Promise.all([
    getTranslations("Editor"),
    postActionLabels(),
    // A role that changes no other's posts lists only its own.
    listDashboardPosts(query, undefined, reviews ? {} : { ownerId: session.account.id }),
    reviews ? listReviewQueue() : [],
  ]);
  if (query.page > Math.max(pages, 1)) notFound();
  const views = await readDashboardViews(posts.map(({ id }) => id));
  return (
    <div className="container">
      <EditorIntro title={t("title")} lead={t("lead")} links={[{ href: CREATE_POST_PATH, label: t("newPost") }]} />
      <EditorStatus publishingToken={session.publishingToken}>
        {reviews && <ReviewQueue posts={waiting} actions={actions} />}
        <DashboardFilters query={query} filters={dashboardFiltersFor(session.account.role)} />
        <p>
          {t("count", { count: total })}
          {pages > 1 ? ` · ${t("pageOf", { page: query.page, pages })}` : null}
        </p>
        {posts.length > 0 ? (
          <DashboardTable posts={posts} views={views} actions={actions} person={session.account} />
        ) : (
          <p>{t("empty")}</p>
        )}
        <EditorPager
          namespace="Editor"
          page={query.page}
          pages={pages}
          pathOf={(page) => dashboardPath({ ...query, page })}
        />
      </EditorStatus>
    </div>
  );
}
