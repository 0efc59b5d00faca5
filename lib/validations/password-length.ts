// Without zod, for the forms where a password is chosen: zod is about 90 KB of compressed JavaScript no form needs.

/** The shortest password a person may choose, the site's own ADMIN_PASSWORD rule. */
export const PASSWORD_MIN_LENGTH = 12;
