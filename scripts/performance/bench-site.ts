// The settings of a site a measuring script starts for itself: its database and photos in `folder`, fresh secrets.
import { randomBytes } from "node:crypto";
import path from "node:path";

const secret = () => randomBytes(18).toString("base64url");

export function benchSiteEnvironment(folder: string, port: number): Record<string, string> {
  return {
    DATABASE_URL: `file:${path.join(folder, "news.db")}`,
    MEDIA_DIR: path.join(folder, "media"),
    API_USER: "bench",
    API_PASSWORD: secret(),
    ADMIN_EMAIL: "bench@localhost",
    ADMIN_PASSWORD: secret(),
    SESSION_SECRET: secret() + secret(),
    SITE_URL: `http://127.0.0.1:${port}`,
  };
}
