/** The specification's open placeholders, kept in one place. */
export const site = {
  product: "Pulso Electrónico",
  tagline: "Blog de EDM en México",
  developer: "Diego Ramírez",
  email: "prensa@pulsoelectronico.mx",
  phone: "+52 55 1234 5678",
  copyrightYear: 2025,
} as const;

export const whatsappNumber = (phone: string) => phone.replace(/\D/g, "");

/** Diego Ramírez's public profiles; the labels live in messages/es.json under Team. */
export const socialLinks = [
  { key: "instagram", href: "https://www.instagram.com/pulsoelectronico.mx" },
  { key: "x", href: "https://x.com/pulsoelectronico" },
  { key: "linkedin", href: "https://www.linkedin.com/in/diego-ramirez-dev" },
  { key: "github", href: "https://github.com/diego-ramirez-dev" },
] as const;
