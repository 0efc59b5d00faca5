// POST /boletin - a reader's signup to the boletín (proxy.ts routes the form's POST here): 303 to "Revisa tu correo"
import { after } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { signupPost } from "@/lib/newsletter/reader-posts";

export const POST = signupPost({ later: after });

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
