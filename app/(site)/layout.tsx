import { Footer } from "@/components/layout/Footer";
import { Header } from "@/components/layout/Header";
import { ReaderBeacon } from "@/components/layout/ReaderBeacon";

export default function SiteLayout({ children }: LayoutProps<"/">) {
  return (
    <>
      <Header />
      <main id="contenido" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ReaderBeacon />
    </>
  );
}
