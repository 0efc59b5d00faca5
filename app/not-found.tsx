import { UnknownAddress } from "@/components/not-found/UnknownAddress";
import { missingPageMetadata } from "@/lib/seo/page-metadata";
import styles from "./not-found.module.css";

export const generateMetadata = () => missingPageMetadata("notFound");

/**
 * A notFound() outside the site's pages (the editor's), in the browser: every address of the site's own layout,
 * known or not, answers inside it (app/(site)/[...unknown] and app/(site)/not-found.tsx).
 */
export default function NotFound() {
  return (
    <main className={styles.page}>
      <UnknownAddress />
    </main>
  );
}
