import type { Route } from "./+types/blog";
import { BlogHeader } from "#app/features/blog/blog-header.tsx";
import { BlogPagination } from "#app/features/blog/blog-pagination.tsx";
import { BlogSidebar } from "#app/features/blog/blog-sidebar.tsx";
import { PostCard } from "#app/features/blog/post-card.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { blogCategories, blogTags } from "#app/features/blog/content/taxonomy.ts";
import {
  NO_ARTICLES,
  NO_ARTICLES_YET,
  blogListView,
  noSearchMatches,
  parsePageParam,
  recentPosts,
  searchHeading,
  searchResultText,
} from "#app/features/blog/blog.ts";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { allPosts } from "#app/features/blog/posts.server.ts";
import { toCardData, toListCards, toSidebarPost } from "#app/features/blog/post-views.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = (url.searchParams.get("search") ?? "").trim();
  const page = parsePageParam(url.searchParams.get("page"));
  const posts = allPosts();
  const view = blogListView(posts, { search, page }, blogCategories, blogTags);
  const featured = toListCards(view.featured);
  return {
    search,
    page: view.page,
    totalPages: view.totalPages,
    resultCount: view.resultCount,
    featured,
    posts: featured.length > 0 ? view.posts.map(toCardData) : toListCards(view.posts),
    recent: recentPosts(posts).map(toSidebarPost),
  };
}

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    // The brand is appended by pageMeta: 'Blog | Audio Visual Resources and Insights | brand'.
    title: "Blog | Audio Visual Resources and Insights",
    description:
      "Audio visual equipment guides, sound engineering tips and event planning advice for corporate events and weddings in Gauteng, from the Sandton Sound Hire team.",
    keywords: ["audio blog", "sound engineering blog", "event planning tips", "PA system guide"],
    breadcrumbs: [{ name: "Blog", path: "/blog" }],
    noindex: Boolean(args.loaderData?.search),
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { search, page, totalPages, resultCount, featured, posts, recent } = loaderData;
  return (
    <>
      <BlogHeader search={search} headingLevel="h1" />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_20rem] lg:py-14">
        <div>
          {search ? (
            <div aria-live="polite">
              <h2 className="text-2xl font-extrabold text-navy">Articles Found</h2>
              <h3 className="mt-1 text-lg font-semibold text-navy">{searchHeading(search)}</h3>
              <p className="text-muted">{searchResultText(resultCount)}</p>
            </div>
          ) : null}

          {featured.length > 0 ? (
            <section aria-labelledby="featured-heading" className="mb-12">
              <h2 id="featured-heading" className="text-2xl font-extrabold text-navy">
                Featured Articles
              </h2>
              <ul className="mt-6 grid gap-6 md:grid-cols-2">
                {featured.map((post) => (
                  <li key={post.slug}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="latest-heading">
            {!search ? (
              <h2 id="latest-heading" className="text-2xl font-extrabold text-navy">
                Latest Articles
              </h2>
            ) : (
              <h2 id="latest-heading" className="sr-only">
                Matching articles
              </h2>
            )}
            {posts.length > 0 ? (
              <ul className="mt-6 grid gap-6 md:grid-cols-2">
                {posts.map((post) => (
                  <li key={post.slug}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-6 rounded-2xl bg-lavender p-10 text-center">
                <p className="text-lg font-bold text-navy">{NO_ARTICLES}</p>
                <p className="mt-2 text-muted">{search ? noSearchMatches(search) : NO_ARTICLES_YET}</p>
              </div>
            )}
          </section>
          <BlogPagination basePath="/blog" page={page} totalPages={totalPages} search={search || undefined} />
        </div>
        <BlogSidebar posts={recent} categories={blogCategories} tags={blogTags} />
      </div>
    </>
  );
}
