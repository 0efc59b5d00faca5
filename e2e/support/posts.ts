import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { apiAuthorization } from "./environment";

export type NewPost = {
  id: string;
  title: string;
  description: string;
  introduction: string;
  climax: string;
  conclusion: string;
  author: string;
  image: string;
  date: string;
};

/** A complete post with a unique id, for tests that publish through the API. */
export function newPost(overrides: Partial<NewPost> = {}): NewPost {
  const suffix = randomUUID().slice(0, 8);
  return {
    id: `e2e-${suffix}`,
    title: `Cobertura de prueba ${suffix}`,
    description: "Una noche de bajos profundos en la Ciudad de México.",
    introduction: "La fila daba vuelta a la manzana desde las diez.",
    climax: "A las tres de la mañana sonó el cierre más esperado.",
    conclusion: "Volveremos el próximo año con más cobertura.",
    author: "Redacción Pulso",
    image: "https://images.example.mx/prueba.jpg",
    date: "2019-01-01",
    ...overrides,
  };
}

export async function publish(request: APIRequestContext, post: NewPost) {
  return request.post("/edmNews/createNews", { data: post, headers: { Authorization: apiAuthorization } });
}
