import "server-only";
import type { KeyErrors } from "./account-call";
import type { RemovalLabels } from "./ConfirmedRemoval";

type RemovalKey = "remove" | "confirm" | "confirmRemove" | "keep" | "removed";

/**
 * A confirmed removal's words, from any part of the messages that names them alike (a passkey, the authenticator app,
 * a person's factors); `confirm` keeps its {name} for the button to fill.
 */
export const removalLabels = (
  t: ((key: RemovalKey) => string) & { raw: (key: "confirm") => unknown },
  errors: KeyErrors,
): RemovalLabels => ({
  remove: t("remove"),
  confirm: t.raw("confirm") as string,
  confirmRemove: t("confirmRemove"),
  keep: t("keep"),
  removed: t("removed"),
  errors,
});
