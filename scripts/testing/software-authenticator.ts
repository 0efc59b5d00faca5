// A passkey in software for the Jest tests of lib/auth/passkeys*.ts: a P-256 key pair that answers WebAuthn ceremonies
// as a platform authenticator would ("none" attestation, user present and verified), for the relying party given.
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest();

/** User present, user verified, and (at registration) attested credential data. */
const PRESENT = 0x01;
const PRESENT_VERIFIED = PRESENT | 0x04;
const ATTESTED = 0x40;

export function softwareAuthenticator(party: { id: string; origin: string }) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const { x, y } = publicKey.export({ format: "jwk" });
  // COSE: kty EC2, alg ES256, crv P-256, x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(x!, "base64url")],
      [-3, Buffer.from(y!, "base64url")],
    ]),
  );
  const credentialId = randomBytes(16);
  const id = base64url(credentialId);
  let counter = 0;

  const authenticatorData = (flags: number, count: number, attested: Uint8Array = new Uint8Array()) => {
    const countBytes = Buffer.alloc(4);
    countBytes.writeUInt32BE(count);
    return Buffer.concat([sha256(party.id), Buffer.from([flags]), countBytes, attested]);
  };
  const clientData = (type: string, challenge: string, origin = party.origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const credential = { id, rawId: id, type: "public-key" as const, clientExtensionResults: {} };

  return {
    id,
    /** The answer to a registration's options: a new credential for their challenge. */
    register(challenge: string): RegistrationResponseJSON {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ["fmt", "none"],
          ["attStmt", new Map<string, string>()],
          ["authData", authenticatorData(PRESENT_VERIFIED | ATTESTED, counter, attested)],
        ]),
      );
      const response = {
        clientDataJSON: base64url(clientData("webauthn.create", challenge)),
        attestationObject: base64url(attestationObject),
        transports: ["internal" as const, "hybrid" as const],
      };
      return { ...credential, response };
    },
    /**
     * The signed answer to a sign-in's challenge; the counter goes up unless `count` says otherwise (a clone).
     * `verified: false` is a security key that only saw a touch, no PIN or fingerprint.
     */
    signIn(
      challenge: string,
      options: { count?: number; origin?: string; verified?: boolean } = {},
    ): AuthenticationResponseJSON {
      const count = options.count ?? ++counter;
      const data = authenticatorData(options.verified === false ? PRESENT : PRESENT_VERIFIED, count);
      const json = clientData("webauthn.get", challenge, options.origin);
      const signature = sign("sha256", Buffer.concat([data, sha256(json)]), privateKey);
      const response = {
        clientDataJSON: base64url(json),
        authenticatorData: base64url(data),
        signature: base64url(signature),
      };
      return { ...credential, response };
    },
  };
}
