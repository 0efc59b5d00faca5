import type { PostInput } from "../lib/validations/post";

/** The sample coverage of a fresh site; images ship in public/images/posts so no network is needed. */
export const samplePosts: PostInput[] = [
  {
    id: "edc-mexico-2025-cronica",
    title: "EDC México 2025: tres días de luces, bajos y comunidad en el Autódromo",
    description: "Crónica del festival más grande del país: escenarios, sets imperdibles y lo que vivimos bajo el cosmicMEADOW.",
    introduction: "El Autódromo Hermanos Rodríguez volvió a vestirse de neón.",
    climax: "El cierre del domingo en el kineticFIELD fue un momento inolvidable.",
    conclusion: "EDC México confirma que la Ciudad de México es capital electrónica del continente.",
    author: "Diego Ramírez",
    image: "/images/posts/edc-mexico-2025.svg",
    date: "2025-02-24",
  },
];
