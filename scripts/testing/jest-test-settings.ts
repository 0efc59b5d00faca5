/** The settings every test process shares, whichever database its project runs on. */
export function setTestSettings(): void {
  process.env.API_USER = "jest-api";
  process.env.API_PASSWORD = "jest-api-password-0123456789";
  process.env.ADMIN_EMAIL = "editor@example.mx";
  process.env.ADMIN_PASSWORD = "jest-admin-password-0123456789";
  process.env.SESSION_SECRET = "jest-session-secret-0123456789-0123456789-abcdef";
}
