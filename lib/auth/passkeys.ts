// A person's passkeys (docs/team.md, step 7): registered, named and removed from their own account page. The
// ceremony's checks are @simplewebauthn/server's; what is kept of a passkey is its public key and counter.
import "server-only";
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { record } from "../audit/record";
import { db } from "../db";
import { keepAFactor } from "./factor-requirement";
import { serializable } from "../db-transaction";
import { ApiError } from "../http/api-error";
import { relyingParty } from "./relying-party";
import { issueChallenge, takeChallenge } from "./webauthn-challenges";

export type PasskeyListing = { credentialId: string; name: string; createdAt: Date; lastUsedAt: Date | null };

/** Another person's passkey is not found either: nobody learns which ids exist. */
const notFound = () => new ApiError("not_found", "You have no passkey with that id.");

/** Passkeys a person may keep: one per device and a few security keys, with room to spare. */
export const MAX_PASSKEYS_PER_PERSON = 20;

const tooMany = () =>
  new ApiError("conflict", `A person keeps at most ${MAX_PASSKEYS_PER_PERSON} passkeys: remove one first.`);

const refused = () => new ApiError("validation", "The authenticator's answer could not be verified.");

/** The stored transports, as the ceremonies' options name them. */
export const transportsOf = (stored: string) => (stored ? stored.split(",") : []) as AuthenticatorTransport[];

export function listPasskeys(accountId: string): Promise<PasskeyListing[]> {
  return db.passkey.findMany({
    where: { accountId },
    select: { credentialId: true, name: true, createdAt: true, lastUsedAt: true },
    orderBy: [{ createdAt: "desc" }, { credentialId: "asc" }],
  });
}

/**
 * The options of a new passkey for the person: a discoverable credential (the login asks for none by name), user
 * verification preferred, and their passkeys already kept excluded, so an authenticator does not register twice.
 */
export async function registrationOptions(accountId: string, now: Date = new Date()) {
  const [account, kept] = await Promise.all([
    db.account.findUniqueOrThrow({ where: { id: accountId }, select: { email: true, name: true } }),
    db.passkey.findMany({ where: { accountId }, select: { credentialId: true, transports: true } }),
  ]);
  if (kept.length >= MAX_PASSKEYS_PER_PERSON) throw tooMany();
  const party = relyingParty();
  return generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: account.email,
    userDisplayName: account.name || account.email,
    userID: new TextEncoder().encode(accountId),
    challenge: await issueChallenge("registration", accountId, now),
    attestationType: "none",
    excludeCredentials: kept.map((key) => ({ id: key.credentialId, transports: transportsOf(key.transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
}

/** Keeps the passkey the authenticator made for the person's open registration, under the name they gave it. */
export async function registerPasskey(
  accountId: string,
  name: string,
  response: RegistrationResponseJSON,
  now: Date = new Date(),
): Promise<PasskeyListing> {
  const party = relyingParty();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: (challenge) => takeChallenge(challenge, "registration", accountId, now),
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw refused();
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const passkey = {
    credentialId: credential.id,
    accountId,
    name: name.trim(),
    publicKey: Buffer.from(credential.publicKey),
    counter: BigInt(credential.counter),
    transports: (credential.transports ?? []).join(","),
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    createdAt: now,
  };
  await serializable(async (tx) => {
    if (await tx.passkey.findUnique({ where: { credentialId: credential.id } })) throw refused();
    if ((await tx.passkey.count({ where: { accountId } })) >= MAX_PASSKEYS_PER_PERSON) throw tooMany();
    await tx.passkey.create({ data: passkey });
    await record(tx, { actorId: accountId, kind: "passkey-added", subject: passkey.name, at: now });
  });
  return { credentialId: passkey.credentialId, name: passkey.name, createdAt: now, lastUsedAt: null };
}

export async function renamePasskey(accountId: string, credentialId: string, name: string): Promise<void> {
  const { count } = await db.passkey.updateMany({ where: { accountId, credentialId }, data: { name: name.trim() } });
  if (count === 0) throw notFound();
}

/** The passkey signs in nobody from now on; refused (LastFactorError) when it is the last factor the role must keep. */
export async function removePasskey(accountId: string, credentialId: string, now: Date = new Date()): Promise<void> {
  await serializable(async (tx) => {
    const passkey = await tx.passkey.findFirst({ where: { accountId, credentialId }, select: { name: true } });
    if (!passkey) throw notFound();
    await keepAFactor(tx, accountId, "passkey");
    await tx.passkey.delete({ where: { credentialId } });
    await record(tx, { actorId: accountId, kind: "passkey-removed", subject: passkey.name, at: now });
  });
}
