import { HOME_POSTS, listPosts } from "@/lib/posts";

export default async function HomePage() {
  const posts = await listPosts({ limit: HOME_POSTS });
  return (
    <main>
      <ul>
        {posts.map((post) => (
          <li key={post.id}>
            <a href={`/post/${post.id}`}>{post.title}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
