// One page of every kind the site serves, and the content that makes each one whole: what the validators' specs
// (the HTML checker, the editor's CSP) visit.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { samplePosts } from "../../prisma/sample-posts";
import { phonePhoto } from "../../scripts/testing/image-fixtures";
import { anAuthor, describeAuthor } from "../authors/support";
import { createEvent } from "../editor/events-support";
import { upload } from "../media/pages-support";
import { patch, trash } from "../newsroom/public-support";
import { publishPost } from "../seo/support";
import { publishWithTopics, uniqueTopic } from "../topics/topics";

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
  const event = await createEvent(request, { image: postPhoto.url, imageAlt: "La pista al amanecer" });
  return { post, author, topic, word, trashed, event };
}

export type SiteContent = Awaited<ReturnType<typeof publishSiteContent>>;

/** Every kind of page a reader can reach, the not-found answers of each kind, and the 410 of a trashed post. */
export function publicPages({ post, author, topic, word, trashed }: SiteContent): SitePage[] {
  const missing = `no-existe-${randomUUID().slice(0, 8)}`;
  return [
    { name: "home", path: "/", status: 200 },
    { name: "news list", path: "/post", status: 200 },
    { name: "news list, page 2", path: "/post?page=2", status: 200 },
    { name: "post", path: `/post/${post.id}`, status: 200 },
    { name: "team", path: "/team", status: 200 },
    { name: "contact", path: "/contact", status: 200 },
    { name: "cookies", path: "/cookies", status: 200 },
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
  ];
}

/** Every page of the editor, for a signed-in editor (the login is among the public pages). */
export function editorPages({ post, author, event }: SiteContent): SitePage[] {
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
    { name: "event form with an uploaded photo", path: `/editor/eventos/${event.id}`, status: 200 },
    { name: "unknown event in the editor", path: `/editor/eventos/no-existe-${randomUUID().slice(0, 8)}`, status: 404 },
  ];
}
