import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ReaderPlanPage } from "@/components/plans/ReaderPlanPage";
import { cache } from "react";
import { readPlan } from "@/lib/plans/plan-store";

// A reader's plan, read per request: its address is its secret, so no cache keeps it and no search engine lists it.
export const dynamic = "force-dynamic";

/** Read once per request for the page and its metadata. */
const readPlanOnce = cache((token: string) => readPlan(token));

export async function generateMetadata({ params }: PageProps<"/plan/[token]">): Promise<Metadata> {
  const t = await getTranslations("ReaderPlan");
  const plan = await readPlanOnce((await params).token);
  const title = plan ? t("metaTitle", { name: plan.event.name }) : t("missing");
  return { title: { absolute: title }, description: t("metaDescription"), robots: { index: false, follow: false } };
}

export default async function ReaderPlanRoute({ params }: PageProps<"/plan/[token]">) {
  const plan = await readPlanOnce((await params).token);
  if (!plan) notFound();
  return <ReaderPlanPage plan={plan} />;
}
