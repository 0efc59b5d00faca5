import fs from "node:fs";
import { POST_FIELDS } from "@/components/editor/post-values";
import { BODY_FIELDS } from "@/lib/validations/post-fields";
import { PHOTO_COLUMNS, PHOTO_TEXT_COLUMNS } from "./photo-columns";

/** A post's own words: every field the editor writes but its image and its Markdown body. */
const POST_WORDS = POST_FIELDS.filter(
  (field) => field !== "image" && !(BODY_FIELDS as readonly string[]).includes(field),
);

/**
 * The text columns known to hold no photo address: names, words, slugs, states, hashes. A column added to a model
 * must join this list or PHOTO_COLUMNS, so that whoever adds it decides whether prune has to read it.
 */
const NO_PHOTO: Record<string, string[]> = {
  Post: [...POST_WORDS, "bodyText", "status", "eventId", "ownerId"],
  PostRevision: ["postId", "slug", ...POST_WORDS.filter((field) => field !== "id"), "status", "savedBy", "savedById"],
  PostRedirect: ["fromId", "toId"],
  Topic: ["slug", "name"],
  PostTopic: ["postId", "topicSlug"],
  GonePost: ["id"],
  Media: ["hash", "format"],
  EditorSession: ["tokenHash", "accountId", "deviceClass", "browser"],
  Account: ["id", "email", "name", "role", "status", "passwordHash", "authorId"],
  AccountLink: ["tokenHash", "accountId", "purpose"],
  ApiKey: ["id", "accountId", "name", "secretHash"],
  Passkey: ["credentialId", "accountId", "name", "transports", "deviceType"],
  WebAuthnChallenge: ["challengeHash", "accountId", "purpose"],
  AuditEvent: ["actorId", "kind", "subject", "detail"],
  ReviewNote: ["postId", "accountId", "note"],
  LoginThrottle: ["key"],
  FailedSignIns: ["account"],
  Author: ["slug", "name", "bio"],
  TopicRedirect: ["fromSlug", "toSlug"],
  AuthorRedirect: ["fromSlug", "toSlug"],
  DataUpgrade: ["name"],
  SiteSetting: ["key", "value"],
  Totp: ["accountId", "secret"],
  RecoveryCode: ["codeHash", "accountId"],
  Event: [
    "id",
    "name",
    "kind",
    "timeZone",
    "venueName",
    "venueAddress",
    "venuePostalCode",
    "city",
    "state",
    "ticketUrl",
    "status",
    "imageAlt",
    "descriptionText",
    "organizer",
  ],
  EventPerformer: ["eventId", "name", "stage"],
  GoneEvent: ["id"],
  PageDay: ["day", "path"],
  PageSource: ["day", "path", "referrer", "device"],
  PageVisitor: ["day", "path", "visitor"],
  VisitorSalt: ["day", "salt"],
  Subscriber: ["email", "state", "consentSource"],
  Edition: ["subject"],
  EditionDelivery: ["email", "state", "lastResponse", "messageId"],
  SenderLease: ["name", "owner"],
  ReaderPlan: ["tokenHash", "eventId", "sets"],
  LiveUpdate: ["id", "postId", "imageAlt"],
};

/** Every text column of every model of a Prisma schema, as `Model.column`. */
function textColumns(schema: string): string[] {
  return [...schema.matchAll(/^model (\w+) \{\n([\s\S]*?)^\}/gm)].flatMap(([, model, body]) =>
    [...body.matchAll(/^\s+(\w+)\s+String\b/gm)].map(([, column]) => `${model}.${column}`),
  );
}

/** The text columns that neither list accounts for. */
function unaccounted(schema: string): string[] {
  const known = new Set([
    ...[...PHOTO_COLUMNS, ...PHOTO_TEXT_COLUMNS].map(({ table, column }) => `${table}.${column}`),
    ...Object.entries(NO_PHOTO).flatMap(([model, columns]) => columns.map((column) => `${model}.${column}`)),
  ]);
  return textColumns(schema).filter((column) => !known.has(column));
}

const schema = fs.readFileSync("prisma/schema.prisma", "utf8");

describe("the columns that can name a photo", () => {
  it("account for every text column of every model of the schema", () => {
    expect(textColumns(schema)).toEqual(expect.arrayContaining(["Post.image", "Author.photo", "Post.title"]));
    expect(unaccounted(schema)).toEqual([]);
  });

  it("would miss a new model's image until it is listed", () => {
    const withEvents = `${schema}\nmodel FestivalEvent {\n  id    String @id\n  image String\n  day   DateTime\n}\n`;
    expect(unaccounted(withEvents)).toEqual(["FestivalEvent.id", "FestivalEvent.image"]);
  });

  it("read every body field of the posts and of their revisions as Markdown", () => {
    for (const table of ["Post", "PostRevision"]) {
      const read = PHOTO_TEXT_COLUMNS.filter((column) => column.table === table).map(({ column }) => column);
      expect(read.sort()).toEqual([...BODY_FIELDS].sort());
    }
  });

  it("name only columns that exist", () => {
    for (const { table, column } of [...PHOTO_COLUMNS, ...PHOTO_TEXT_COLUMNS])
      expect(textColumns(schema)).toContain(`${table}.${column}`);
  });
});
