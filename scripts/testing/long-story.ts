// A 2,000-word festival story that uses every construct a body may hold: 10 headings, lists, quotes, a table, 4
// photos and 4 embeds. The renderer's measurements, the bench and the browser tests read the same one.

const WORDS =
  "la noche abrió con un set de techno melódico que llenó la pista mientras el público coreaba cada caída del bajo " +
  "y las luces del escenario principal recorrían el autódromo de punta a punta hasta que el amanecer";

/** `count` words of running text, in sentences. */
function prose(count: number, seed: number): string {
  const words = WORDS.split(" ");
  const text = Array.from({ length: count }, (_, index) => words[(index * 7 + seed) % words.length]);
  return text.join(" ").replace(/^./, (first) => first.toUpperCase()) + ".";
}

const EMBEDS = [
  "[Aftermovie oficial](https://www.youtube.com/watch?v=dQw4w9WgXcQ)",
  "https://vimeo.com/76979871",
  "[El set completo](https://soundcloud.com/pulso-electronico/set-de-cierre)",
  "https://open.spotify.com/playlist/37i9dQZF1DXa8NOEUWPn9W",
];

/**
 * The story's three body fields (each within the 10,000 characters a field holds). Photos: uploads of the site when
 * `photos` are given (their /media/... paths), else images of another host.
 */
export function longStory(photos: string[] = []): [string, string, string] {
  const photo = (index: number) => photos[index] ?? `https://images.example/festival-${index + 1}.jpg`;
  const sections = Array.from({ length: 10 }, (_, index) => {
    const parts = [`${index % 3 === 2 ? "###" : "##"} Escenario ${index + 1}`, prose(200, index)];
    if (index < 4) parts.push(`![Foto ${index + 1} del festival](${photo(index)} "Pie de foto ${index + 1}")`);
    if (index < 4) parts.push(EMBEDS[index]);
    if (index === 1)
      parts.push("- **Charlotte de Witte**\n- Amelie Lens\n  - cierre\n- ~~Cancelado~~ Reinier Zonneveld");
    if (index === 2) parts.push("> La mejor noche del año.\n> — *Una asistente*");
    if (index === 3)
      parts.push(
        "| Hora | Artista | Escenario |\n|---|:-:|--:|\n| 22:00 | Amelie Lens | Neón |\n| 00:00 | Adam Beyer | Principal |",
      );
    if (index === 4)
      parts.push("1. Boletos en [la taquilla](https://boletos.example/edc)\n2. Transporte `Línea 9`\n\n---");
    return parts.join("\n\n");
  });
  const field = (from: number, to: number) => sections.slice(from, to).join("\n\n");
  return [field(0, 3), field(3, 7), field(7, 10)];
}
