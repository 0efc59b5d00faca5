import type { ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/layout/PageIntro";
import { SignupForm } from "@/components/newsletter/SignupForm";
import { signupPageQuery } from "@/lib/newsletter/signup-page";
import { newsletterMetadata } from "@/lib/seo/page-metadata";
import { site } from "@/lib/site";
import { NEWSLETTER_SIGNUP_PATH } from "@/lib/urls";

// Rendered for every request (it reads the query): a refused address comes back here with its reason.

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) =>
  newsletterMetadata(NEWSLETTER_SIGNUP_PATH, "signup", parent);

export default async function SignupPage({ searchParams }: PageProps<"/boletin">) {
  const t = await getTranslations("Newsletter.signup");
  const { error, origen } = signupPageQuery.parse(await searchParams);
  return (
    <div className="container">
      <PageIntro title={t("title")} lead={t("description", { product: site.product })} />
      <SignupForm placement="page" source={origen} invalidEmail={error} />
    </div>
  );
}
