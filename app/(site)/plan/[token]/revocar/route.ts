// POST /plan/{token}/revocar - deletes the plan and its calendar address; 303 to the festival's timetable
import { otherMethods } from "@/lib/api/methods";
import { revokePlanPost } from "@/lib/plans/plan-posts";

export const POST = async (request: Request, { params }: RouteContext<"/plan/[token]/revocar">) =>
  revokePlanPost(request, (await params).token);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
