import { MissingPost } from "@/components/post/MissingPost";

export default function PostNotFound() {
  return <MissingPost reason="notFound" />;
}
