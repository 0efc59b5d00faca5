import messages from "@/messages/es.json";

/**
 * The failure texts of the error boundaries. They are client components that no server parent can hand strings
 * to, and a next-intl provider on every page would ship its message formatter (~12 kB gzip) for this one sentence.
 */
const { error, loadFailed, retry } = messages.PostPage;

export const loadError = {
  title: (message: string) => error.replace("{message}", message),
  fallback: loadFailed,
  retry,
};
