import { NotFoundAnswer } from "@/components/not-found/NotFoundAnswer";
import { missingPageMetadata } from "@/lib/seo/page-metadata";

// Every address no route has answers here, inside the site's header and footer, rendered on its visit and never kept.
export const dynamicParams = true;

export function generateStaticParams(): { unknown: string[] }[] {
  return [];
}

export const generateMetadata = () => missingPageMetadata("notFound");

export default function UnknownAddressPage() {
  return <NotFoundAnswer />;
}
