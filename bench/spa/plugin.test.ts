import { describe, expect, it } from "vitest";
import { stripServerExports } from "./plugin.ts";

const route = `import type { Route } from "./+types/blog";
import { PostCard } from "#app/features/blog/post-card.tsx";
import { allPosts, postCount } from "#app/features/blog/posts.server.ts";
import { logWarn } from "#app/platform/log/log.server.ts";
import "./side-effect.css";

const PAGE_SIZE = 6;
function firstPage() {
  return allPosts().slice(0, PAGE_SIZE);
}

export async function loader() {
  return { posts: firstPage() };
}

export async function action({ request }: Route.ActionArgs) {
  logWarn("posted", { url: request.url });
  return null;
}

export const handle = { hydrate: false };

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <p>{postCount}{loaderData.posts.map((post) => <PostCard key={post.slug} post={post} />)}</p>;
}
`;

describe("stripServerExports", () => {
  const { code, hadLoader } = stripServerExports(route, "/app/routes/blog.tsx");

  it("removes the server-only exports and says there was a loader", () => {
    expect(hadLoader).toBe(true);
    expect(code).not.toMatch(/function loader|function action/);
  });

  it("removes what only they used, keeps what the rest uses", () => {
    expect(code).not.toContain("firstPage");
    expect(code).not.toContain("PAGE_SIZE");
    expect(code).not.toContain("log.server");
    expect(code).toContain('import { postCount } from "#app/features/blog/posts.server.ts";');
    expect(code).toContain('import { PostCard } from "#app/features/blog/post-card.tsx";');
    expect(code).toContain('import "./side-effect.css";');
    expect(code).toContain("export const handle");
    expect(code).toContain("export default function Blog");
  });

  it("leaves a module without server exports as it is", () => {
    const plain = 'import { a } from "./a";\nexport default function Page() {\n  return a;\n}\n';
    expect(stripServerExports(plain, "/app/routes/page.tsx")).toEqual({ code: plain, hadLoader: false });
  });
});
