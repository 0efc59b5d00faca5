import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { displayFont, textFont } from "@/app/fonts/fonts";
import { siteMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";
import messages from "@/messages/es.json";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return { ...siteMetadata(t("description")), title: site.product, description: t("description") };
}

/**
 * Server components translate on the server; only the post page's error boundary, a client component that
 * cannot take props from a server parent, reads strings in the browser. Sending just those keeps every page light.
 */
const { error, loadFailed, retry } = messages.PostPage;
const clientMessages = { PostPage: { error, loadFailed, retry } };

export const viewport: Viewport = { themeColor: "#07060f", colorScheme: "dark" };

export default function RootLayout({ children }: LayoutProps<"/">) {
  return (
    <html lang="es-MX" className={`${displayFont.variable} ${textFont.variable}`}>
      <body>
        <NextIntlClientProvider messages={clientMessages}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
