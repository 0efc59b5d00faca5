import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and until React has attached the page's handlers, true from then on. The editor's
 * buttons stay disabled until then: a click before it would be lost, and the login form would submit itself natively,
 * with the password in the address.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
