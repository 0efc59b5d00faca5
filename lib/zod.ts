// zod, for every schema of the site (eslint.config.mjs keeps it the only import of the package). In a browser it
// parses without compiling code: before compiling its fast object parser zod tries `new Function`, and the editor's
// Content-Security-Policy, which refuses eval, reports that try as a violation even though zod catches it.
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
