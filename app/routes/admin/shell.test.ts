// The staff area's outer layout: every answer under it, a page or a refusal,
// is marked never to be cached or indexed.
import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { middleware } from "#app/routes/admin/shell.tsx";

const markAnswers = middleware[0]!;

function run(answer: Response) {
  const request = new Request("http://localhost:5173/admin/login");
  const args = {
    request,
    context: new RouterContextProvider(),
    params: {},
    url: new URL(request.url),
    pattern: "/admin",
  };
  return markAnswers(args as never, async () => answer) as Promise<Response>;
}

describe("the staff area's shell", () => {
  it("marks a page no-store and noindex", async () => {
    const response = await run(new Response("<html></html>", { headers: { "Cache-Control": "public, max-age=600" } }));
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("marks a redirect and a refusal the same way", async () => {
    for (const answer of [
      new Response(null, { status: 302, headers: { Location: "/admin/login" } }),
      new Response("Forbidden", { status: 403 }),
    ]) {
      const response = await run(answer);
      expect(response.status).toBe(answer.status);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    }
  });
});
