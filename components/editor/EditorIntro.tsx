import { PageIntro } from "@/components/layout/PageIntro";
import { AuthenticatedFlagGate } from "./AuthenticatedFlagGate";
import { EditorBar, type EditorLink } from "./EditorBar";

/** The head of every editor page: its title band, what it says of itself (`children`), then where else to go. */
export function EditorIntro({
  title,
  lead,
  links,
  isAuthorsPage,
  isEventsPage,
  children,
}: {
  title: string;
  lead?: string;
  links: EditorLink[];
  isAuthorsPage?: boolean;
  isEventsPage?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <>
      <AuthenticatedFlagGate />
      <PageIntro title={title} lead={lead}>
        {children}
        <EditorBar links={links} isAuthorsPage={isAuthorsPage} isEventsPage={isEventsPage} />
      </PageIntro>
    </>
  );
}
