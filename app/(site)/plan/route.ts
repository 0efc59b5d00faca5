// POST /plan - a reader's plan of the sets chosen on a timetable: 303 to its page (201 with its addresses for JSON)
import { otherMethods } from "@/lib/api/methods";
import { createPlanPost } from "@/lib/plans/plan-posts";

export const POST = (request: Request) => createPlanPost(request);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
