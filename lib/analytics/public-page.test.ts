import { authorSlugOf } from "@/lib/authors/author-slug";
import { createEvent } from "@/lib/events/create-event";
import { createPost } from "@/lib/newsroom/create-post";
import { trashPost } from "@/lib/newsroom/trash";
import { eventInputSchema } from "@/lib/validations/event";
import { topicSlugOf } from "@/lib/validations/post-links";
import { anEvent } from "@/scripts/testing/event-fixture";
import { aPost } from "@/scripts/testing/post-fixture";
import { isPublicPage } from "./public-page";

const by = { savedBy: "prueba@pulso.test" };

describe("the public pages a view may count for", () => {
  it("are the fixed pages, and a post, an event, a topic and an author with a post online", async () => {
    const topic = `Tema ${Date.now()}`;
    const author = `Autora ${Date.now()}`;
    const { post } = await createPost({ ...aPost({ author }), topics: [topic], ...by });
    const event = await createEvent(eventInputSchema.parse(anEvent()));
    const pages = [
      ...[
        "/",
        "/post",
        "/team",
        "/contact",
        "/cookies",
        "/privacidad",
        "/tema",
        "/eventos",
        "/eventos/pasados",
        "/buscar",
      ],
      `/post/${post.id}`,
      `/eventos/${event.id}`,
      `/tema/${topicSlugOf(topic)}`,
      `/autor/${authorSlugOf(author)}`,
    ];
    for (const page of pages) expect([page, await isPublicPage(page)]).toEqual([page, true]);
  });

  it("are not the editor's pages, the API, made-up paths, drafts, or anything that is no slug", async () => {
    const { post: draft } = await createPost({ ...aPost(), status: "draft", topics: ["Solo borradores"], ...by });
    const paths = [
      "/editor",
      "/createPost",
      "/login",
      "/edmNews",
      "/conteo",
      "/post/no-existe",
      `/post/${draft.id}`,
      `/tema/${topicSlugOf("Solo borradores")}`,
      "/autor/nadie-escribe-esto",
      "/eventos/no-existe",
      "/post/Con-Mayusculas",
      `/post/${"a".repeat(121)}`,
      "/post/a/b",
      "/post/",
      "/feed.xml",
      "/media/abc/card-384.webp",
    ];
    for (const path of paths) expect([path, await isPublicPage(path)]).toEqual([path, false]);
  });

  it("keeps each answer a minute: a post taken offline stops counting within it", async () => {
    const { post } = await createPost({ ...aPost(), ...by });
    const now = new Date();
    expect(await isPublicPage(`/post/${post.id}`, now)).toBe(true);
    await trashPost(post.id, by);
    expect(await isPublicPage(`/post/${post.id}`, new Date(now.getTime() + 59_000))).toBe(true);
    expect(await isPublicPage(`/post/${post.id}`, new Date(now.getTime() + 60_000))).toBe(false);
  });
});
