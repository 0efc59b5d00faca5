// What only the Markdown parser can tell of a body field, asked after the fields' schema accepted them: whether the
// story worker reads it within its time limit, and whether its links and photos all have an address the renderer
// keeps. The renderer would read the first as plain paragraphs and drop the second; refusing them tells the editor why,
// naming the field. The parse is the one the save then stores the text of (lib/story/story-pool.ts keeps it).
import "server-only";
import { ApiError } from "../http/api-error";
import { PARSE_TIME_LIMIT_MS } from "../story/story-pool";
import { storyParse } from "../story/story-tree";
import type { FieldProblem, FieldProblems } from "../validations/field-problems";

async function problemOf(markdown: string): Promise<FieldProblem | undefined> {
  const parse = await storyParse(markdown);
  if ("refused" in parse)
    return { code: "too_complex", message: `takes the Markdown parser more than ${PARSE_TIME_LIMIT_MS} ms to read` };
  const [link] = parse.story.links;
  if (link === undefined) return undefined;
  return {
    code: "unsafe_link",
    message: `links to "${link.slice(0, 200)}": a link or photo must use http, https, mailto or an address of the site`,
  };
}

/** Every given Markdown field read by the parser, or a 400 naming each one it refuses. */
export async function requireReadableStories(fields: Record<string, string | undefined>): Promise<void> {
  const given = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const problems = await Promise.all(given.map(([, markdown]) => problemOf(markdown)));
  const refused: FieldProblems = Object.fromEntries(
    given.flatMap(([field], index) => (problems[index] ? [[field, problems[index]]] : [])),
  );
  if (Object.keys(refused).length > 0) throw new ApiError("validation", "Some fields are missing or invalid.", refused);
}
