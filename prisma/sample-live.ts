// The sample live coverage of a fresh site (docs/live.md): the MUTEK México sample post follows the sample festival,
// which the seed places in the coming days: the run-up and the nights, from two hours before the seed's run to the
// festival's end.
import type { Prisma } from "../lib/generated/prisma/client";

/** The sample post that covers a sample festival live, and the festival. */
export const SAMPLE_LIVE = { post: "mutek-mexico-2024-arte-audiovisual", event: "mutek-mexico-muestra" } as const;

type SampleUpdate = { minutesAgo: number; text: string; pinned?: boolean; image?: string; imageAlt?: string };

const SAMPLE_UPDATES: SampleUpdate[] = [
  {
    minutesAgo: 110,
    pinned: true,
    text: "**Horarios y accesos.** Las puertas del Frontón México abren una hora antes del primer acto. Consulta los horarios por escenario y arma tu plan en la [guía del festival](/eventos/mutek-mexico-muestra/horarios).",
  },
  {
    minutesAgo: 75,
    text: "Confirmado: el pase único vale para las tres noches, y el programa impreso se reparte en la entrada de la Plaza de la República.",
  },
  {
    minutesAgo: 40,
    text: "Así se veía la nave principal en la edición pasada. Este año las pantallas para las piezas generativas crecen al doble.",
    image: "/images/posts/mutek-mexico-2024-arte-audiovisual.webp",
    imageAlt: "Líneas de luz azul que se pliegan sobre el público en una sala oscura",
  },
  {
    minutesAgo: 10,
    text: "Murcof abre la primera noche a las 21:00 con un live de cuerdas procesadas; Nahual sigue a las 22:30 en la misma nave.",
  },
];

/** The sample post's coverage window and updates, written on `now`; the window ends with the festival. */
export function sampleLiveCoverage(now: Date, festivalEnd: Date): Prisma.PostUpdateInput {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  return {
    event: { connect: { id: SAMPLE_LIVE.event } },
    coverageStart: ago(120),
    coverageEnd: festivalEnd,
    liveUpdates: {
      create: SAMPLE_UPDATES.map(({ minutesAgo, text, pinned = false, image = "", imageAlt = "" }, index) => ({
        id: `muestra${index + 1}`,
        text,
        pinned,
        image,
        imageAlt,
        createdAt: ago(minutesAgo),
        updatedAt: ago(minutesAgo),
      })),
    },
  };
}
