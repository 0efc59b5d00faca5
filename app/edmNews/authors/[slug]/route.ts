// GET /edmNews/authors/{slug} - one author (Basic auth); PUT replaces their bio and photo (publishers)
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { authorAnswer, authorSlugOfRoute, found } from "@/lib/authors/author-answer";
import { refreshAuthorPages } from "@/lib/authors/author-cache";
import { authorProfileSchema, type AuthorProfileInput } from "@/lib/authors/author-input";
import { getAuthorProfile, saveAuthorProfile } from "@/lib/authors/author-profiles";

type Context = RouteContext<"/edmNews/authors/[slug]">;

export const GET = apiRoute<undefined, Context>({ route: "/edmNews/authors/[slug]" }, async ({ context }) => {
  const slug = await authorSlugOfRoute(context);
  return authorAnswer(found(slug, await getAuthorProfile(slug)));
});

export const PUT = apiRoute<AuthorProfileInput, Context>(
  { route: "/edmNews/authors/[slug]", body: authorProfileSchema },
  async ({ context, body }) => {
    const slug = await authorSlugOfRoute(context);
    const saved = found(slug, await saveAuthorProfile(slug, body));
    await refreshAuthorPages(slug);
    return authorAnswer(saved);
  },
);

export const { POST, DELETE, PATCH, OPTIONS } = otherMethods({ GET, PUT });
