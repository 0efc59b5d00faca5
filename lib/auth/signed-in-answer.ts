import "server-only";
import { NextResponse } from "next/server";
import { deviceCookie, sessionCookie, sessionTokenFrom } from "./cookie";
import { deleteSession } from "./session";

/**
 * The answer to a sign-in, by password or by passkey: the new session's cookie and the device's, and the session the
 * browser came with ended, so a browser holds one session at a time.
 */
export async function signedInAnswer(
  cookieHeader: string | null,
  signedIn: { token: string; device: string; secondFactor?: boolean; factorSetup?: boolean },
) {
  await deleteSession(sessionTokenFrom(cookieHeader));
  // With a second factor the session waits for its code (POST /session/codigo) and opens nothing yet; a person who
  // must have one and has none is sent to add it (lib/auth/factor-requirement.ts).
  const response = NextResponse.json(
    signedIn.secondFactor
      ? { authenticated: false, secondFactor: true }
      : { authenticated: true, ...(signedIn.factorSetup && { factorSetup: true }) },
  );
  response.cookies.set(sessionCookie(signedIn.token));
  response.cookies.set(deviceCookie(signedIn.device));
  return response;
}
