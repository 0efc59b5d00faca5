import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/layout/PageIntro";
import { StatusMessage } from "@/components/post/StatusMessage";
import { newPasswordLabels } from "@/components/editor/login/NewPasswordFields";
import { WelcomeForm } from "@/components/editor/team/WelcomeForm";
import { invitationOf } from "@/lib/members/invitations";
import { site } from "@/lib/site";
import { HOME_PATH } from "@/lib/urls";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Welcome");
  return { title: `${t("pageTitle")} | ${site.product}` };
}

// GET /editor/bienvenida?token= - an invited person chooses their name and password (the invitation's link)
export default async function WelcomePage({ searchParams }: PageProps<"/editor/bienvenida">) {
  const [{ token }, t] = await Promise.all([searchParams, getTranslations("Welcome")]);
  const invitation = typeof token === "string" ? await invitationOf(token) : null;
  if (!invitation) {
    return (
      <StatusMessage title={t("title")} detail={t("gone")}>
        <a href={HOME_PATH}>{t("home")}</a>
      </StatusMessage>
    );
  }
  return (
    <div className="container">
      <PageIntro title={t("title")} lead={t("lead", { product: site.product })} />
      <WelcomeForm
        token={token as string}
        email={invitation.email}
        name={invitation.name}
        labels={{
          ...newPasswordLabels(t),
          name: t("name"),
          submit: t("submit"),
          saving: t("saving"),
          gone: t("gone"),
          failed: t("failed"),
        }}
      />
    </div>
  );
}
