// One page of every kind the site serves, and the content that makes each one whole: what the validators' specs
// (the HTML checker, the editor's CSP) visit.
import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { samplePosts } from "../../prisma/sample-posts";
import { phonePhoto } from "../../scripts/testing/image-fixtures";
import { anAuthor, describeAuthor } from "../authors/support";
import { deleteEvent, eventIn, storeEvent, uniqueCity } from "../support/events";
import { upload } from "../media/pages-support";
import { patch, trash } from "../newsroom/public-support";
import { publishPost } from "../seo/support";
import { publishWithTopics, uniqueTopic } from "../topics/topics";
import { anAddress, readerLink } from "../newsletter/support";

export type SitePage = { name: string; path: string; status: number };

/** Where the editor put the photos' focal point, in fractions of the width and the height: well off the centre. */
export const PHOTO_FOCUS = { x: 0.25, y: 0.7 };

/** A word that names nothing but what this module publishes. */
const uniqueWord = () => `zq${randomUUID().replace(/[^a-f]/g, "")}`;

/**
 * A post with an uploaded photo, a topic and a second version, by an author with a bio and an uploaded photo; a post in
 * the trash; and an event showing the post's photo. Published through the API, as the editor's tools do.
 */
export async function publishSiteContent(request: APIRequestContext) {
  const author = anAuthor();
  const topic = uniqueTopic("Validadores");
  const word = uniqueWord();
  const [postPhoto, authorPhoto] = await Promise.all(
    [0, 1].map(async () => upload(request, await phonePhoto({ width: 1200, height: 800 }), PHOTO_FOCUS)),
  );
  const post = await publishWithTopics(request, [topic.name], {
    title: `Crónica ${word} del amanecer`,
    author: author.name,
    image: postPhoto.url,
    imageAlt: "El escenario principal al amanecer",
  });
  await patch(request, post.id, { climax: `${post.climax} El cierre llegó con la luz del día.` });
  await describeAuthor(request, author.slug, { bio: "Cubre la escena de Monterrey.", photo: authorPhoto.url });
  const trashed = await publishPost(request);
  await trash(request, trashed.id);
  const events = await publishEvents(request, postPhoto.url, topic.name);
  const reader = anAddress();
  const newsletter = {
    confirm: readerLink("newsletter-confirmation", reader),
    unsubscribe: readerLink("newsletter-unsubscribe", reader),
  };
  return { post, author, topic, word, trashed, events, newsletter };
}

/**
 * An event with everything (an uploaded photo, a line-up with set times and a topic, prices, tickets, a description),
 * a cancelled one, and a deleted one, in a city of their own.
 */
async function publishEvents(request: APIRequestContext, photo: string, topic: string) {
  const city = uniqueCity();
  const full = await storeEvent(
    request,
    eventIn(city.name, "2031-02-14T18:00", "2031-02-16T04:00", {
      lineup: [
        { name: topic, stage: "Principal", startsAt: "2031-02-14T22:00" },
        { name: "Nahual", stage: "Bosque", startsAt: "2031-02-15T01:00" },
        { name: "Por Anunciar" },
      ],
      priceFrom: 900,
      priceTo: 2500,
      ticketUrl: "https://boletos.example.mx/validadores",
      organizer: "Colectivo Validador",
      image: photo,
      imageAlt: "El escenario principal al amanecer",
      description: "Dos noches de **techno** frente al mar.\n\n- Acceso general\n- Zona VIP",
    }),
  );
  const cancelled = await storeEvent(
    request,
    eventIn(city.name, "2031-03-14T18:00", "2031-03-15T04:00", { status: "cancelado", priceFrom: 0 }),
  );
  const deleted = await storeEvent(request, eventIn(city.name, "2031-04-14T18:00", "2031-04-15T04:00"));
  expect((await deleteEvent(request, deleted.id)).status()).toBe(204);
  return { city: city.slug, full: full.id, cancelled: cancelled.id, deleted: deleted.id };
}

export type SiteContent = Awaited<ReturnType<typeof publishSiteContent>>;

/** Every kind of page a reader can reach, the not-found answers of each kind, and the 410 of a trashed post. */
export function publicPages({ post, author, topic, word, trashed, events, newsletter }: SiteContent): SitePage[] {
  const missing = `no-existe-${randomUUID().slice(0, 8)}`;
  return [
    { name: "home", path: "/", status: 200 },
    { name: "news list", path: "/post", status: 200 },
    { name: "news list, page 2", path: "/post?page=2", status: 200 },
    { name: "post", path: `/post/${post.id}`, status: 200 },
    { name: "team", path: "/team", status: 200 },
    { name: "contact", path: "/contact", status: 200 },
    { name: "cookies", path: "/cookies", status: 200 },
    { name: "privacy", path: "/privacidad", status: 200 },
    { name: "login", path: "/login", status: 200 },
    { name: "search with results", path: `/buscar?q=${word}`, status: 200 },
    { name: "search without results", path: `/buscar?q=${uniqueWord()}`, status: 200 },
    { name: "topics", path: "/tema", status: 200 },
    { name: "topic", path: `/tema/${topic.slug}`, status: 200 },
    { name: "author", path: `/autor/${author.slug}`, status: 200 },
    { name: "unknown address", path: `/${missing}`, status: 404 },
    { name: "unknown post", path: `/post/${missing}`, status: 404 },
    { name: "news list past the last page", path: "/post?page=99", status: 404 },
    { name: "unknown topic", path: `/tema/${missing}`, status: 404 },
    { name: "unknown author", path: `/autor/${missing}`, status: 404 },
    { name: "trashed post", path: `/post/${trashed.id}`, status: 410 },
    { name: "events", path: "/eventos", status: 200 },
    { name: "events of a city", path: `/eventos?ciudad=${events.city}`, status: 200 },
    { name: "events of a month", path: "/eventos?mes=2031-02", status: 200 },
    { name: "events filtered to none", path: `/eventos?ciudad=${events.city}&mes=2031-12`, status: 200 },
    { name: "events past the last page", path: "/eventos?page=999", status: 404 },
    { name: "past events", path: "/eventos/pasados", status: 200 },
    { name: "event", path: `/eventos/${events.full}`, status: 200 },
    { name: "cancelled event", path: `/eventos/${events.cancelled}`, status: 200 },
    { name: "events of an unknown city", path: `/eventos?ciudad=${missing}`, status: 404 },
    { name: "past events past the last page", path: "/eventos/pasados?page=999", status: 404 },
    { name: "unknown event", path: `/eventos/${missing}`, status: 404 },
    { name: "deleted event", path: `/eventos/${events.deleted}`, status: 410 },
    { name: "boletín signup", path: "/boletin", status: 200 },
    { name: "boletín signup with a mistyped address", path: "/boletin?error=correo&origen=post", status: 200 },
    { name: "boletín check your inbox", path: "/boletin/revisa", status: 200 },
    { name: "boletín confirmation link", path: newsletter.confirm, status: 200 },
    { name: "boletín confirmed", path: "/boletin/confirmada", status: 200 },
    { name: "boletín confirmation link not valid", path: "/boletin/confirmar?token=no.es.token", status: 400 },
    { name: "boletín unsubscribe link", path: newsletter.unsubscribe, status: 200 },
    { name: "boletín unsubscribed", path: "/boletin/cancelada", status: 200 },
    { name: "boletín unsubscribe link not valid", path: "/boletin/baja?token=no.es.token", status: 400 },
  ];
}

/** Every page of the editor, for a signed-in editor (the login is among the public pages). */
export function editorPages({ post, author, events }: SiteContent): SitePage[] {
  return [
    { name: "dashboard", path: "/editor", status: 200 },
    { name: "trash", path: "/editor?estado=trashed", status: 200 },
    { name: "create form", path: "/createPost", status: 200 },
    { name: "edit form with an uploaded photo", path: `/editor/posts/${post.id}`, status: 200 },
    { name: "history", path: `/editor/posts/${post.id}/history`, status: 200 },
    { name: "preview with an uploaded photo", path: `/editor/posts/${post.id}/preview`, status: 200 },
    // The sample posts' pictures ship with the site: next/image draws them.
    { name: "preview of a sample post", path: `/editor/posts/${samplePosts[0].id}/preview`, status: 200 },
    { name: "authors", path: "/editor/autores", status: 200 },
    { name: "author with an uploaded photo", path: `/editor/autores/${author.slug}`, status: 200 },
    { name: "unknown post in the editor", path: `/editor/posts/no-existe-${randomUUID().slice(0, 8)}`, status: 404 },
    { name: "events", path: "/editor/eventos", status: 200 },
    { name: "new event form", path: "/editor/eventos/nuevo", status: 200 },
    { name: "event form with an uploaded photo", path: `/editor/eventos/${events.full}`, status: 200 },
    { name: "unknown event in the editor", path: `/editor/eventos/no-existe-${randomUUID().slice(0, 8)}`, status: 404 },
    { name: "statistics", path: "/editor/estadisticas", status: 200 },
    { name: "statistics of 90 days", path: "/editor/estadisticas?dias=90", status: 200 },
    { name: "boletín", path: "/editor/boletin", status: 200 },
  ];
}
