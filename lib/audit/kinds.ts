// What the audit log records (docs/team.md, issue 41). Steps 7 and 8 add the factor changes (passkeys, TOTP) here.
export const AUDIT_KINDS = [
  "sign-in",
  "sign-in-refused",
  "password-reset",
  "password-changed",
  "invitation-sent",
  "invitation-resent",
  "invitation-cancelled",
  "invitation-accepted",
  "role-changed",
  "account-deactivated",
  "account-reactivated",
  "key-created",
  "key-revoked",
  "post-published",
  "post-unpublished",
  "post-trashed",
  "post-restored",
  "post-purged",
  "edition-sent",
] as const;

export type AuditKind = (typeof AUDIT_KINDS)[number];
