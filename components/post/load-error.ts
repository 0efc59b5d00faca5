import messages from "@/messages/es-load-error.json";
import { fillPhrase } from "@/lib/i18n/fill-phrase";

/**
 * The failure texts of the error boundaries. They are client components that no server parent can hand strings
 * to, and a next-intl provider on every page would ship its message formatter (~12 kB gzip) for this one sentence.
 * Their words live in a file of their own: every page loads the root error boundary, and the bundler keeps a JSON
 * module whole, so importing messages/es.json here shipped every message of the site to every reader.
 */
const { error, loadFailed, retry } = messages.LoadError;

export const loadError = {
  title: (message: string) => fillPhrase(error, { message }),
  fallback: loadFailed,
  retry,
};
