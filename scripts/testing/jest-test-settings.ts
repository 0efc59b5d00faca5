/** The settings every test process shares, whichever database its project runs on. */
export function setTestSettings(): void {
  process.env.API_USER = "jest-api";
  process.env.API_PASSWORD = "jest-api-password-0123456789";
  process.env.ADMIN_EMAIL = "editor@example.mx";
  process.env.ADMIN_PASSWORD = "jest-admin-password-0123456789";
  process.env.SESSION_SECRET = "jest-session-secret-0123456789-0123456789-abcdef";
  // A 30th of production's hashing time: the sign-in suites hash hundreds of times (lib/auth/password.test.ts keeps
  // a hash at the production cost).
  process.env.PASSWORD_HASH_COST = "10";
}
