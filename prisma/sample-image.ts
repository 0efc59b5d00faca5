import { z } from "../lib/zod";

/** Sample images ship with the site, so they are paths under /images rather than URLs. */
export const SAMPLE_IMAGE = z.string().regex(/^\/images\/[\w./-]+$/);
