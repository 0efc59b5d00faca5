import { NotPermitted } from "@/components/editor/NotPermitted";
import { missingPageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => missingPageMetadata("notPermitted");

/** A forbidden() of a page whose right the person's role does not hold, inside the site's layout. */
export default function Forbidden() {
  return <NotPermitted />;
}
