// Routes the build under test does not have (a page of a branch not merged yet) are reported missing, not measured:
// a load of 404s would be measured as a fast page with every answer an error.
import type { Load } from "./load";

export async function answering(baseUrl: string, loads: Load[]): Promise<{ present: Load[]; missing: Load[] }> {
  const statuses = await Promise.all(
    loads.map(async ({ path, headers }) => {
      const response = await fetch(`${baseUrl}${path}`, { headers });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  return {
    present: loads.filter((_, index) => statuses[index] !== 404),
    missing: loads.filter((_, index) => statuses[index] === 404),
  };
}
