import type { EmbedProvider } from "@/lib/story/embeds";

/**
 * Each provider's mark as drawn here, in the provider's colour (`currentColor`): recognisable at a glance, and nothing
 * fetched from the provider to show it.
 */
const MARKS: Record<EmbedProvider, React.ReactNode> = {
  youtube: (
    <path
      fillRule="evenodd"
      d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4Zm4 3.5v7l6-3.5Z"
    />
  ),
  vimeo: (
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M2.5 8.5c2-1.6 3.4-2.2 4.2-.4l2.5 9.6c.8 2.4 1.9 1.7 3.7-.5 2.6-3.3 5.5-7.6 6.1-10.3.5-2.3-2-2.6-4.6-.6"
    />
  ),
  soundcloud: (
    <path d="M1 14h1.6v4H1Zm2.8-2h1.6v6H3.8Zm2.8-3h1.6v9H6.6Zm2.8-1.5H11V18H9.4ZM12.2 7a6 6 0 0 1 5.6 4 3.5 3.5 0 1 1 .7 7h-6.3Z" />
  ),
  mixcloud: (
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M7 18h9.5a4 4 0 0 0 .4-8A5.5 5.5 0 0 0 6.3 9.3 4.4 4.4 0 0 0 7 18ZM20.5 8.5a7 7 0 0 1 0 8M23 6.5a10 10 0 0 1 0 12"
    />
  ),
  spotify: (
    <>
      <circle cx="12" cy="12" r="10.5" />
      <path
        fill="none"
        stroke="var(--night)"
        strokeWidth="1.9"
        strokeLinecap="round"
        d="M6.5 9.2c3.8-1.1 8-.8 11.2 1M7.1 12.6c3.1-.8 6.3-.5 8.9.9M7.7 15.8c2.4-.6 4.8-.4 6.7.7"
      />
    </>
  ),
};

export function ProviderMark({ provider, className }: { provider: EmbedProvider; className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {MARKS[provider]}
    </svg>
  );
}
