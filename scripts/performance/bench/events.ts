// The bench's festival guide: events in bulk beside the posts (scripts/testing/site-database.ts fills those), across
// Mexico's cities and a year of months, with line-ups, and some named by posts about them.
import Database from "better-sqlite3";
import { TIMETABLE_FESTIVAL_ID, timetableFestival } from "./timetable-festival";

const CITIES = [
  { city: "Ciudad de México", state: "Ciudad de México", zone: "America/Mexico_City" },
  { city: "Guadalajara", state: "Jalisco", zone: "America/Mexico_City" },
  { city: "Monterrey", state: "Nuevo León", zone: "America/Monterrey" },
  { city: "Tulum", state: "Quintana Roo", zone: "America/Cancun" },
  { city: "Mérida", state: "Yucatán", zone: "America/Merida" },
  { city: "Puebla", state: "Puebla", zone: "America/Mexico_City" },
  { city: "Querétaro", state: "Querétaro", zone: "America/Mexico_City" },
  { city: "Tijuana", state: "Baja California", zone: "America/Tijuana" },
];
const KINDS = ["festival", "concierto", "club"] as const;
const STAGES = ["Principal", "Bosque", "Carpa"];
/** A festival lasts from a Friday's afternoon to the Sunday's night, a concert an evening, a club night until dawn. */
const HOURS = { festival: 58, concierto: 5, club: 8 };
const PERFORMERS = 8;
/** One event in this many names posts about it, this many of them. */
const WITH_POSTS_EVERY = 10;
const POSTS_PER_EVENT = 5;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Half the events are over, half to come: the guide and the archive both have months to page through. */
const SPAN_DAYS = 360;

const stored = (instant: Date) => instant.toISOString().replace("Z", "+00:00");

/** Plain paragraphs, which read as written: the description is its own reader's text. */
const descriptionOf = (name: string, city: string) =>
  `${name} llega a ${city} con una noche de techno, house y visuales en vivo.\n\n` +
  "El line-up completo, los horarios por escenario y los boletos, en esta página. ".repeat(3).trim();

/** The event measured on its own page: to come, programado, with set times by stage and posts about it. */
const isShowcase = (index: number) => index % (WITH_POSTS_EVERY * 2) === 0 && index % 25 > 2;

function statusOf(index: number): { status: string; moved: boolean } {
  const cycle = index % 25;
  return { status: ["cancelado", "pospuesto", "reprogramado"][cycle] ?? "programado", moved: cycle === 2 };
}

/** Unknown, free, one price, a range. */
const PRICES: [number | null, number | null][] = [
  [null, null],
  [0, 0],
  [650, 650],
  [1200, 3900],
];

/**
 * Adds `total` events, a day or so apart over a year centred on `now`: each starts at least six hours after `now` or
 * ended before it, so that no event ends while the bench runs and expires the cached calendar (its `due:` tag). Adds
 * the festival of 300 sets beside them (timetable-festival.ts). Returns the event whose page is measured and that
 * festival, whose timetable is.
 */
export function fillWithEvents(
  file: string,
  total: number,
  now = new Date(),
): { count: number; eventId: string; festivalId: string } {
  const db = new Database(file);
  try {
    const images = (db.prepare("SELECT DISTINCT image FROM Post").all() as { image: string }[]).map((row) => row.image);
    const insertEvent = db.prepare(
      `INSERT INTO Event (id, name, kind, startsAt, endsAt, timeZone, venueName, venueAddress, city, state, ticketUrl,
         priceFrom, priceTo, status, previousStartsAt, image, imageAlt, description, descriptionText, createdAt,
         updatedAt)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertPerformer = db.prepare(
      "INSERT INTO EventPerformer (eventId, position, name, stage, startsAt, endsAt) VALUES (?, ?, ?, ?, ?, ?)",
    );
    const namePost = db.prepare("UPDATE Post SET eventId = ? WHERE id = ?");
    const anchor = Math.ceil(+now / HOUR_MS) * HOUR_MS + 6 * HOUR_MS;
    let showcase = "";
    db.transaction(() => {
      for (let i = 0; i < total; i++) {
        const id = `bench-event-${String(i).padStart(4, "0")}`;
        const kind = KINDS[i % KINDS.length];
        const place = CITIES[Math.floor(i / KINDS.length) % CITIES.length];
        const name = kind === "festival" ? `Festival ${(i % 40) + 1} ${place.city}` : `Noche ${i} en ${place.city}`;
        const startsAt = new Date(anchor + (Math.floor((i * SPAN_DAYS) / total) - SPAN_DAYS / 2) * DAY_MS);
        const { status, moved } = statusOf(i);
        const description = descriptionOf(name, place.city);
        insertEvent.run(
          ...[id, name, kind, stored(startsAt), stored(new Date(+startsAt + HOURS[kind] * HOUR_MS)), place.zone],
          ...[`Foro ${(i % 30) + 1}`, `Avenida Principal ${100 + i}`, place.city, place.state],
          ...[`https://boletos.example.com/${id}`, ...PRICES[i % PRICES.length], status],
          moved ? stored(new Date(+startsAt - 14 * DAY_MS)) : null,
          ...[images[i % images.length] ?? "", `El escenario de ${name}`, description, description],
          ...[stored(now), stored(now)],
        );
        const setTimes = i % 4 === 0;
        for (let position = 0; position < PERFORMERS; position++) {
          const setAt = setTimes ? stored(new Date(+startsAt + position * HOUR_MS)) : null;
          const stage = setTimes ? STAGES[position % STAGES.length] : "";
          insertPerformer.run(id, position, `Artista ${((i * 7 + position * 13) % 300) + 1}`, stage, setAt, null);
        }
        if (i % WITH_POSTS_EVERY === 0) {
          for (let k = 0; k < POSTS_PER_EVENT; k++) {
            const post = (i / WITH_POSTS_EVERY) * POSTS_PER_EVENT + k;
            namePost.run(id, `bench-post-${String(post).padStart(6, "0")}`);
          }
        }
        if (!showcase && +startsAt > +now && i >= total / 2 && isShowcase(i)) showcase = id;
      }
      const festival = timetableFestival(now);
      const { id: festivalId, name: festivalName } = festival;
      const about = descriptionOf(festivalName, "Ciudad de México");
      insertEvent.run(
        ...[festivalId, festivalName, "festival", stored(festival.startsAt), stored(festival.endsAt), festival.zone],
        ...["Autódromo Hermanos Rodríguez", "Viaducto Río de la Piedad s/n", "Ciudad de México", "Ciudad de México"],
        ...[`https://boletos.example.com/${festivalId}`, 1200, 3900, "programado", null],
        ...[images[0] ?? "", `El escenario de ${festivalName}`, about, about, stored(now), stored(now)],
      );
      for (const set of festival.sets) {
        const { position, stage, startsAt, endsAt } = set;
        insertPerformer.run(festivalId, position, set.name, stage, stored(startsAt), stored(endsAt));
      }
    })();
    db.pragma("wal_checkpoint(TRUNCATE)");
    return { count: total, eventId: showcase || "bench-event-0000", festivalId: TIMETABLE_FESTIVAL_ID };
  } finally {
    db.close();
  }
}
