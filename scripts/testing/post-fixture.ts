import { randomUUID } from "node:crypto";
import type { PostInput } from "../../lib/validations/post";

/** A complete, valid post with a unique id; tests override only what they are about. */
export function aPost(overrides: Partial<PostInput> = {}): PostInput {
  const suffix = randomUUID().slice(0, 8);
  return {
    id: `prueba-${suffix}`,
    title: `Noche de techno ${suffix}`,
    description: "Una noche larga en la Ciudad de México.",
    introduction: "La fila daba vuelta a la manzana.",
    climax: "A las tres de la mañana sonó el cierre.",
    conclusion: "Volveremos el próximo año.",
    author: "Redacción",
    image: "https://images.example.mx/noche.jpg",
    date: "2025-03-01",
    ...overrides,
  };
}
