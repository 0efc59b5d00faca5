// The JSON of the passkey routes (docs/team.md, step 7). A browser's WebAuthn answer is bounded here, field by field,
// before @simplewebauthn/server reads it.
import { z } from "../zod";

const base64url = (maxLength: number) =>
  z
    .string({ error: "is required and must be text" })
    .max(maxLength)
    .regex(/^[\w-]*$/, "is not base64url");

/** What the person calls a passkey, to tell it from their others. */
export const passkeyNameSchema = z.object({
  name: z.string({ error: "is required and must be text" }).trim().min(1, "must not be empty").max(120),
});

/** What both ceremonies' answers carry beside their own response. WebAuthn caps a credential id at 1023 bytes. */
const credential = {
  id: base64url(1366),
  rawId: base64url(1366),
  type: z.literal("public-key"),
  clientExtensionResults: z.record(z.string().max(64), z.unknown()).refine((it) => Object.keys(it).length <= 8),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

const clientDataJSON = base64url(4096);

/** POST /edmNews/account/passkeys: the name and the authenticator's answer to the registration's challenge. */
export const passkeyRegistrationSchema = passkeyNameSchema.extend({
  response: z.object({
    ...credential,
    response: z.object({
      clientDataJSON,
      attestationObject: base64url(16384),
      authenticatorData: base64url(8192).optional(),
      transports: z.array(z.string().max(32)).max(8).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url(4096).optional(),
    }),
  }),
});

/** POST /session/passkey: the authenticator's answer to the sign-in's challenge. */
export const passkeySignInSchema = z.object({
  response: z.object({
    ...credential,
    response: z.object({
      clientDataJSON,
      authenticatorData: base64url(8192),
      signature: base64url(2048),
      userHandle: base64url(128).optional(),
    }),
  }),
});
