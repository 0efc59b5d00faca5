import { randomUUID } from "node:crypto";
import { softwareAuthenticator } from "@/scripts/testing/software-authenticator";
import { db } from "../db";
import { ApiError } from "../http/api-error";
import type { Role } from "../team/roles";
import { PASSKEY_REFUSED, signInOptions, signInWithPasskey } from "./passkey-sign-in";
import {
  listPasskeys,
  MAX_PASSKEYS_PER_PERSON,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
} from "./passkeys";
import { relyingParty } from "./relying-party";
import { liveSession } from "./session";
import { CHALLENGE_LIFETIME_MS, issueChallenge, sweepChallenges, takeChallenge } from "./webauthn-challenges";

async function person(role: Role = "autor") {
  const id = randomUUID();
  await db.account.create({ data: { id, email: `${role}-${id}@example.mx`, name: role, role, status: "active" } });
  return { id, email: `${role}-${id}@example.mx` };
}

/** A person with a passkey registered through the real ceremony, and the authenticator holding it. */
async function withPasskey(name = "Teléfono") {
  const owner = await person();
  const authenticator = softwareAuthenticator(relyingParty());
  const options = await registrationOptions(owner.id);
  await registerPasskey(owner.id, name, authenticator.register(options.challenge));
  return { owner, authenticator };
}

/** A client address of the test's own, so no two tests share the throttle's count. */
const client = () => `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`;

const signInWith = async (authenticator: ReturnType<typeof softwareAuthenticator>, address = client()) => {
  const options = await signInOptions();
  return signInWithPasskey({ response: authenticator.signIn(options.challenge), client: address });
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? { status: error.status, message: error.message } : error),
  );

const REFUSED = { status: 401, message: PASSKEY_REFUSED };

describe("registering a passkey", () => {
  test("keeps the public key, counter and transports under the person's name for it, and records it", async () => {
    const { owner, authenticator } = await withPasskey("Llave USB");
    const stored = await db.passkey.findUniqueOrThrow({ where: { credentialId: authenticator.id } });
    expect(stored).toMatchObject({ accountId: owner.id, name: "Llave USB", counter: BigInt(0) });
    expect(stored.transports).toBe("internal,hybrid");
    expect(stored.publicKey.length).toBeGreaterThan(60);
    expect(await listPasskeys(owner.id)).toEqual([
      { credentialId: authenticator.id, name: "Llave USB", createdAt: stored.createdAt, lastUsedAt: null },
    ]);
    const events = await db.auditEvent.findMany({ where: { actorId: owner.id, kind: "passkey-added" } });
    expect(events.map((event) => event.subject)).toEqual(["Llave USB"]);
  });

  test("asks for a discoverable credential, user verification preferred, and leaves out the person's own", async () => {
    const { owner, authenticator } = await withPasskey();
    const options = await registrationOptions(owner.id);
    expect(options.rp.id).toBe(relyingParty().id);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "preferred" });
    expect(options.excludeCredentials).toEqual([
      { id: authenticator.id, type: "public-key", transports: ["internal", "hybrid"] },
    ]);
  });

  test("an answer to another person's ceremony, or one sent twice, keeps nothing", async () => {
    const [ana, beto] = [await person(), await person()];
    const authenticator = softwareAuthenticator(relyingParty());
    const options = await registrationOptions(ana.id);
    const answer = authenticator.register(options.challenge);
    expect(await refusal(registerPasskey(beto.id, "Robada", answer))).toMatchObject({ status: 400 });
    // The wrong person's attempt used the challenge up: the rightful one cannot follow with it.
    expect(await refusal(registerPasskey(ana.id, "Mía", answer))).toMatchObject({ status: 400 });
    expect(await db.passkey.count({ where: { credentialId: authenticator.id } })).toBe(0);
  });
});

describe("a person's passkeys", () => {
  test("are bounded: past the most a person keeps, no ceremony starts until one is removed", async () => {
    const owner = await person();
    const authenticators = [];
    for (let i = 0; i < MAX_PASSKEYS_PER_PERSON; i++) {
      const authenticator = softwareAuthenticator(relyingParty());
      const options = await registrationOptions(owner.id);
      await registerPasskey(owner.id, `Llave ${i}`, authenticator.register(options.challenge));
      authenticators.push(authenticator);
    }
    expect(await refusal(registrationOptions(owner.id))).toMatchObject({ status: 409 });
    await removePasskey(owner.id, authenticators[0].id);
    expect((await registrationOptions(owner.id)).excludeCredentials).toHaveLength(MAX_PASSKEYS_PER_PERSON - 1);
  });
});

describe("the ceremonies' challenges", () => {
  test("are stored only as a hash, answered once, and not after five minutes", async () => {
    const now = new Date();
    const challenge = Buffer.from(await issueChallenge("sign-in", null, now)).toString("base64url");
    const stored = await db.webAuthnChallenge.findMany();
    expect(stored.some((row) => row.challengeHash === challenge)).toBe(false);
    await expect(takeChallenge(challenge, "sign-in", null, now)).resolves.toBe(true);
    await expect(takeChallenge(challenge, "sign-in", null, now)).resolves.toBe(false);

    const late = Buffer.from(await issueChallenge("sign-in", null, now)).toString("base64url");
    await expect(takeChallenge(late, "sign-in", null, new Date(now.getTime() + CHALLENGE_LIFETIME_MS))).resolves.toBe(
      false,
    );
  });

  test("serve only the ceremony and person they were issued for", async () => {
    const { id } = await person();
    const challenge = Buffer.from(await issueChallenge("registration", id)).toString("base64url");
    await expect(takeChallenge(challenge, "sign-in", null)).resolves.toBe(false);
    await expect(takeChallenge(challenge, "registration", id)).resolves.toBe(false);
  });

  test("the sweep deletes the expired ones and keeps those still waiting", async () => {
    const now = new Date();
    await issueChallenge("sign-in", null, new Date(now.getTime() - CHALLENGE_LIFETIME_MS - 1));
    const waiting = Buffer.from(await issueChallenge("sign-in", null, now)).toString("base64url");
    expect(await sweepChallenges(now)).toBeGreaterThanOrEqual(1);
    expect(await db.webAuthnChallenge.count({ where: { expiresAt: { lte: now } } })).toBe(0);
    await expect(takeChallenge(waiting, "sign-in", null, now)).resolves.toBe(true);
  });
});

describe("signing in with a passkey", () => {
  test("opens a session of its person, moves its counter and last use, and records the sign-in by passkey", async () => {
    const { owner, authenticator } = await withPasskey();
    const { token } = await signInWith(authenticator);
    expect((await liveSession(token))?.account.id).toBe(owner.id);
    const stored = await db.passkey.findUniqueOrThrow({ where: { credentialId: authenticator.id } });
    expect(stored.counter).toBe(BigInt(1));
    expect(stored.lastUsedAt).not.toBeNull();
    const event = await db.auditEvent.findFirstOrThrow({ where: { actorId: owner.id, kind: "sign-in" } });
    expect(JSON.parse(event.detail)).toEqual({ method: "passkey" });
  });

  test("an answer sent again, or signed for another origin, opens nothing", async () => {
    const { authenticator } = await withPasskey();
    const options = await signInOptions();
    const answer = authenticator.signIn(options.challenge);
    await signInWithPasskey({ response: answer, client: client() });
    expect(await refusal(signInWithPasskey({ response: answer, client: client() }))).toEqual(REFUSED);
    const elsewhere = authenticator.signIn((await signInOptions()).challenge, { origin: "https://evil.example" });
    expect(await refusal(signInWithPasskey({ response: elsewhere, client: client() }))).toEqual(REFUSED);
  });

  test("a counter that does not go up (a cloned authenticator) opens nothing", async () => {
    const { authenticator } = await withPasskey();
    await signInWith(authenticator);
    await signInWith(authenticator);
    const clone = authenticator.signIn((await signInOptions()).challenge, { count: 1 });
    expect(await refusal(signInWithPasskey({ response: clone, client: client() }))).toEqual(REFUSED);
  });

  test("a deactivated person's passkey signs in nobody, with the same answer as an unknown one", async () => {
    const { owner, authenticator } = await withPasskey();
    await db.account.update({ where: { id: owner.id }, data: { status: "deactivated" } });
    expect(await refusal(signInWith(authenticator))).toEqual(REFUSED);
    expect(await refusal(signInWith(softwareAuthenticator(relyingParty())))).toEqual(REFUSED);
  });

  test("an unknown passkey's answer spends its challenge, as a known one's does", async () => {
    const { challenge } = await signInOptions();
    const before = await db.webAuthnChallenge.count();
    const unknown = softwareAuthenticator(relyingParty()).signIn(challenge);
    expect(await refusal(signInWithPasskey({ response: unknown, client: client() }))).toEqual(REFUSED);
    expect(await db.webAuthnChallenge.count()).toBe(before - 1);
  });

  test("failures count against the client's address and lock it as the password's sign-in does", async () => {
    const address = client();
    const stranger = softwareAuthenticator(relyingParty());
    for (let attempt = 0; attempt < 6; attempt++) await refusal(signInWith(stranger, address));
    const { authenticator } = await withPasskey();
    expect(await refusal(signInWith(authenticator, address))).toMatchObject({ status: 429 });
  }, 20_000);
});

describe("renaming and removing a passkey", () => {
  test("the person renames and removes their own; a removed passkey signs in nobody", async () => {
    const { owner, authenticator } = await withPasskey();
    await renamePasskey(owner.id, authenticator.id, "  Portátil ");
    expect((await listPasskeys(owner.id)).map((key) => key.name)).toEqual(["Portátil"]);
    await removePasskey(owner.id, authenticator.id);
    expect(await listPasskeys(owner.id)).toEqual([]);
    expect(await refusal(signInWith(authenticator))).toEqual(REFUSED);
    const removed = await db.auditEvent.findMany({ where: { actorId: owner.id, kind: "passkey-removed" } });
    expect(removed.map((event) => event.subject)).toEqual(["Portátil"]);
  });

  test("someone else's passkey is not found for renaming or removing, and stays as it was", async () => {
    const { owner, authenticator } = await withPasskey("De Ana");
    const other = await person("administrador");
    expect(await refusal(renamePasskey(other.id, authenticator.id, "Mía"))).toMatchObject({ status: 404 });
    expect(await refusal(removePasskey(other.id, authenticator.id))).toMatchObject({ status: 404 });
    expect((await listPasskeys(owner.id)).map((key) => key.name)).toEqual(["De Ana"]);
  });
});
