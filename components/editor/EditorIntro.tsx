import { PageIntro } from "@/components/layout/PageIntro";
import { AuthenticatedFlagGate } from "./login/AuthenticatedFlagGate";
import { EditorBar, type EditorLink, type EditorSection } from "./EditorBar";

/** The head of every editor page: its title band, what it says of itself (`children`), then where else to go. */
export function EditorIntro({
  title,
  lead,
  links,
  current,
  children,
}: {
  title: string;
  lead?: string;
  links: EditorLink[];
  /** The page this is, if the bar offers it: it then leaves it out. */
  current?: EditorSection;
  children?: React.ReactNode;
}) {
  return (
    <>
      <AuthenticatedFlagGate />
      <PageIntro title={title} lead={lead}>
        {children}
        <EditorBar links={links} current={current} />
      </PageIntro>
    </>
  );
}
