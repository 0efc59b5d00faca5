import { otherMethods } from "./methods";

const call = (handler: (request: Request) => Response, method: string) =>
  handler(new Request("http://localhost/edmNews", { method }));

describe("methods a route does not serve", () => {
  it("answer 405 with the route's Allow and the API's error shape", async () => {
    const { POST, PUT, DELETE, PATCH } = otherMethods({ GET: () => new Response() });
    for (const [method, handler] of Object.entries({ POST, PUT, DELETE, PATCH })) {
      const response = call(handler, method);
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
      expect((await response.json()).error.code).toBe("method_not_allowed");
    }
  });

  it("leave HEAD to GET, and refuse it where there is no GET", () => {
    expect(Object.keys(otherMethods({ GET: () => new Response() })).sort()).toEqual([
      "DELETE",
      "OPTIONS",
      "PATCH",
      "POST",
      "PUT",
    ]);
    const served = otherMethods({ POST: () => new Response(), DELETE: () => new Response() });
    expect(Object.keys(served).sort()).toEqual(["GET", "HEAD", "OPTIONS", "PATCH", "PUT"]);
    expect(call(served.HEAD, "HEAD").headers.get("allow")).toBe("DELETE, OPTIONS, POST");
  });

  it("answer OPTIONS with 204 and the same Allow", () => {
    const response = call(otherMethods({ POST: () => new Response() }).OPTIONS, "OPTIONS");
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("OPTIONS, POST");
  });
});
