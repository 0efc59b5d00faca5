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
