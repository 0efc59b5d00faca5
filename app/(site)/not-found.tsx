import { UnknownAddress } from "@/components/not-found/UnknownAddress";

/** In the browser, what a 404 of the site's pages shows in place of the page; the server sent the same words. */
export default function SiteNotFound() {
  return <UnknownAddress />;
}
