// POST /boletin/confirmar?token= - the confirmation page's button (proxy.ts routes it here): 303 to "Listo"
import { otherMethods } from "@/lib/api/methods";
import { confirmPost } from "@/lib/newsletter/reader-posts";

export const POST = confirmPost();

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
