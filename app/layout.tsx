import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { displayFont, textFont } from "@/app/fonts/fonts";
import { siteMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return { ...siteMetadata(t("description")), title: site.product, description: t("description") };
}

export const viewport: Viewport = { themeColor: "#07060f", colorScheme: "dark" };

export default function RootLayout({ children }: LayoutProps<"/">) {
  return (
    <html lang="es-MX" className={`${displayFont.variable} ${textFont.variable}`}>
      {/* Strings are translated on the server and reach client leaves as props, so no next-intl provider ships. */}
      <body>{children}</body>
    </html>
  );
}
