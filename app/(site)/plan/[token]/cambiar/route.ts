// POST /plan/{token}/cambiar - the plan's page's form: the plan now holds the sets chosen there
import { otherMethods } from "@/lib/api/methods";
import { changePlanPost } from "@/lib/plans/plan-posts";

export const POST = async (request: Request, { params }: RouteContext<"/plan/[token]/cambiar">) =>
  changePlanPost(request, (await params).token);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
