// POST /boletin/baja?token= - unsubscribe: the page's button, or a mail program's one-click (RFC 8058), routed here by
// proxy.ts
import { otherMethods } from "@/lib/api/methods";
import { unsubscribePost } from "@/lib/newsletter/reader-posts";

export const POST = unsubscribePost();

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
