import type { z } from "../lib/zod";
import type { eventInputSchema } from "../lib/validations/event";
import { edcTimetable } from "./sample-timetable";

/** An event's fields as the API takes them (POST /edmNews/events). */
type EventBody = z.input<typeof eventInputSchema>;

/** A wall-clock time on the event's clocks, `days` after its first day: at(1, "23:30") -> "2027-02-27T23:30". */
export type SampleClock = (days: number, time: string) => string;

/**
 * A sample event of a fresh site. Its days are counted from the seed's run, so the guide of a demo is never empty: the
 * first day is a Friday `weeksAhead` weeks after the day the seed runs.
 */
export type SampleEvent = {
  weeksAhead: number;
  /** The event as the editor would write it, its times read on `at`. */
  fields: (at: SampleClock) => EventBody;
  /** A rescheduled event's first start, which the store keeps when a change moves the start (docs/events.md). */
  previousStart?: (at: SampleClock) => string;
  /** The sample posts about this festival (prisma/sample-posts.ts), which name it as their event. */
  posts?: string[];
};

const tickets = (query: string) => `https://www.ticketmaster.com.mx/search?q=${encodeURIComponent(query)}`;
const CDMX = "Ciudad de México";
/** A description's paragraphs and lists, one per block: a line break inside one would show as a break (remark-breaks). */
const markdown = (...blocks: string[]) => blocks.join("\n\n");
const list = (...items: string[]) => items.map((item) => `- ${item}`).join("\n");

/** Six festivals and nights of Mexico's calendar, with invented dates and line-ups: samples, not listings. */
export const sampleEvents: SampleEvent[] = [
  {
    weeksAhead: 0,
    fields: (at) => ({
      id: "mutek-mexico-muestra",
      name: "MUTEK México",
      kind: "festival",
      startsAt: at(0, "19:00"),
      endsAt: at(2, "23:59"),
      venue: { name: "Frontón México", address: "Plaza de la República 17, Tabacalera", city: CDMX, state: CDMX },
      lineup: [
        { name: "Murcof", stage: "Nave principal", startsAt: at(0, "21:00"), endsAt: at(0, "22:15") },
        { name: "Nahual", stage: "Nave principal", startsAt: at(0, "22:30"), endsAt: at(0, "23:45") },
        { name: "Lorenzo Senni", stage: "Nave principal", startsAt: at(1, "21:30"), endsAt: at(1, "22:45") },
        { name: "Ela Minus", stage: "Nave principal", startsAt: at(2, "20:00"), endsAt: at(2, "21:15") },
      ],
      ticketUrl: tickets("MUTEK México"),
      priceFrom: 1650,
      priceTo: 1650,
      image: "/images/posts/mutek-mexico-2024-arte-audiovisual.webp",
      imageAlt: "Líneas de luz azul que se pliegan sobre el público en una sala oscura",
      description: markdown(
        "Tres noches de **música electrónica y arte audiovisual** en el Frontón México: live sets, visuales " +
          "generativos y piezas que solo existen en vivo.",
        list("Un solo pase para las tres noches.", "Las puertas abren una hora antes del primer acto."),
      ),
      organizer: "MUTEK México",
    }),
  },
  {
    weeksAhead: 2,
    fields: (at) => ({
      id: "zamna-tulum-muestra",
      name: "Zamna Tulum: noche de selva",
      kind: "club",
      timeZone: "America/Cancun",
      startsAt: at(1, "22:00"),
      endsAt: at(2, "07:00"),
      venue: { name: "Zamna Tulum", address: "Carretera Tulum–Cobá", city: "Tulum", state: "Quintana Roo" },
      lineup: [{ name: "Adriatique" }, { name: "Innellea" }, { name: "Mind Against" }],
      ticketUrl: tickets("Zamna Tulum"),
      priceFrom: 1800,
      priceTo: 4500,
      status: "cancelado",
      image: "/images/posts/zamna-tulum-temporada-2024-cenote.webp",
      imageAlt: "Un escenario circular entre palmeras bajo la luna llena",
      description: markdown(
        "Una noche de **techno melódico** entre la selva y el Caribe, de las diez de la noche al amanecer.",
        "La noche se canceló por el pronóstico de lluvias intensas en la Riviera Maya; los boletos se reembolsan " +
          "en el mismo medio de pago.",
      ),
      organizer: "Zamna",
    }),
  },
  {
    weeksAhead: 4,
    fields: (at) => ({
      id: "nortec-tijuana-muestra",
      name: "Nortec en el CECUT: Bostich + Fussible",
      kind: "concierto",
      timeZone: "America/Tijuana",
      startsAt: at(1, "20:00"),
      endsAt: at(1, "23:30"),
      venue: {
        name: "Explanada del Centro Cultural Tijuana",
        address: "Paseo de los Héroes 9350, Zona Urbana Río Tijuana",
        city: "Tijuana",
        state: "Baja California",
      },
      lineup: [
        { name: "Murcof", startsAt: at(1, "20:15"), endsAt: at(1, "21:30") },
        { name: "Bostich + Fussible", startsAt: at(1, "21:45"), endsAt: at(1, "23:15") },
      ],
      ticketUrl: "https://www.cecut.gob.mx",
      priceFrom: 0,
      priceTo: 0,
      status: "reprogramado",
      image: "/images/posts/guadalajara-techno-noche-bodega-2025.webp",
      imageAlt: "Un escenario de luces rojas al fondo de una nave oscura",
      description: markdown(
        "El **sonido Nortec** vuelve a casa: tambora, acordeón y máquinas de ritmo en una noche gratuita al aire libre.",
        "Se movió dos semanas por la agenda del recinto; la entrada sigue siendo libre hasta llenar el aforo.",
      ),
      organizer: "Centro Cultural Tijuana",
    }),
    previousStart: (at) => at(-13, "20:00"),
  },
  {
    weeksAhead: 10,
    fields: (at) => ({
      id: "bahidora-muestra",
      name: "Bahidorá",
      kind: "festival",
      startsAt: at(0, "16:00"),
      endsAt: at(2, "06:00"),
      venue: {
        name: "Las Estacas",
        address: "Carretera Tlaltizapán–Cuautla km 6",
        city: "Tlaltizapán",
        state: "Morelos",
      },
      lineup: [
        { name: "Bomba Estéreo" },
        { name: "Polo & Pan" },
        { name: "Nicola Cruz" },
        { name: "El Buho" },
        { name: "Ela Minus" },
      ],
      ticketUrl: tickets("Bahidorá"),
      priceFrom: 3300,
      priceTo: 5900,
      image: "/images/posts/bahidora-2025-las-estacas.webp",
      imageAlt: "El atardecer sobre el río de Las Estacas con banderas de colores",
      description: markdown(
        "Dos días de **música electrónica, cumbia y ritmos del mundo** junto al río cristalino de Las Estacas.",
        list(
          "Acampar está incluido en el boleto de fin de semana.",
          "Lleva traje de baño y bloqueador biodegradable: el río es parte del festival.",
        ),
      ),
      organizer: "Bahidorá",
    }),
    posts: ["bahidora-2025-las-estacas"],
  },
  {
    weeksAhead: 13,
    fields: (at) => ({
      id: "edc-mexico-muestra",
      name: "EDC México",
      kind: "festival",
      startsAt: at(0, "15:00"),
      endsAt: at(3, "02:00"),
      venue: {
        name: "Autódromo Hermanos Rodríguez",
        address: "Av. Viaducto Río de la Piedad s/n, Granjas México, Iztacalco",
        city: CDMX,
        state: CDMX,
      },
      lineup: edcTimetable(at),
      ticketUrl: tickets("EDC México"),
      priceFrom: 2450,
      priceTo: 9800,
      image: "/images/posts/edc-mexico-2025-cronica.webp",
      imageAlt: "Un escenario de luces violetas con láseres y fuegos artificiales sobre la multitud",
      description: markdown(
        "Tres noches bajo el **cielo eléctrico** del Autódromo: tres escenarios, arte monumental y el público " +
          "más ruidoso del circuito de Insomniac.",
        list(
          "Las puertas abren a las 15:00 cada día.",
          "El Metro Ciudad Deportiva y el Metro Velódromo son las estaciones más cercanas.",
        ),
      ),
      organizer: "Insomniac y OCESA",
      walkMinutes: 15,
    }),
    posts: ["edc-mexico-2025-cronica"],
  },
  {
    weeksAhead: 18,
    fields: (at) => ({
      id: "axe-ceremonia-muestra",
      name: "AXE Ceremonia",
      kind: "festival",
      startsAt: at(1, "13:00"),
      endsAt: at(2, "23:59"),
      venue: {
        name: "Parque Bicentenario",
        address: "Av. 5 de Mayo 290, San Lorenzo Tlaltenango, Miguel Hidalgo",
        city: CDMX,
        state: CDMX,
      },
      lineup: [
        { name: "Disclosure", stage: "Escenario principal" },
        { name: "Peggy Gou", stage: "Escenario principal" },
        { name: "Bicep", stage: "Carpa electrónica" },
        { name: "Ela Minus", stage: "Carpa electrónica" },
      ],
      ticketUrl: tickets("AXE Ceremonia"),
      priceFrom: 1900,
      priceTo: 6500,
      image: "/images/posts/ceremonia-2025-electronica-parque-bicentenario.webp",
      imageAlt: "Pantallas verticales con visuales de colores frente al público",
      description: markdown(
        "El festival que mezcla **pop alternativo, rap y electrónica** en el Parque Bicentenario, dos días de " +
          "mediodía a medianoche.",
      ),
      organizer: "AXE Ceremonia",
    }),
    posts: ["ceremonia-2025-electronica-parque-bicentenario"],
  },
];
