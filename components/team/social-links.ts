/** Diego Ramírez's public profiles; the labels live in messages/es.json under Team. */
export const socialLinks = [
  { key: "instagram", href: "https://www.instagram.com/pulsoelectronico.mx" },
  { key: "x", href: "https://x.com/pulsoelectronico" },
  { key: "linkedin", href: "https://www.linkedin.com/in/diego-ramirez-dev" },
  { key: "github", href: "https://github.com/diego-ramirez-dev" },
] as const;

export type SocialKey = (typeof socialLinks)[number]["key"];
