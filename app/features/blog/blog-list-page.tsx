import { BlogHeader } from "#app/features/blog/blog-header.tsx";
import { BlogPagination } from "#app/features/blog/blog-pagination.tsx";
import { BlogSidebar, type SidebarPost } from "#app/features/blog/blog-sidebar.tsx";
import { PostCard, type PostCardData } from "#app/features/blog/post-card.tsx";
import { blogCategories, blogTags } from "#app/features/blog/content/taxonomy.ts";
import { NO_ARTICLES } from "#app/features/blog/blog.ts";

/** A category or tag page: heading, count, the posts (6 a page, newest first), pagination and sidebar. */
export function BlogListPage({
  heading,
  subheading,
  emptyText,
  basePath,
  page,
  totalPages,
  posts,
  recent,
}: {
  heading: string;
  subheading: string;
  emptyText: string;
  basePath: string;
  page: number;
  totalPages: number;
  posts: readonly PostCardData[];
  recent: readonly SidebarPost[];
}) {
  return (
    <>
      <BlogHeader />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_20rem] lg:py-14">
        <section aria-labelledby="list-heading">
          <h1 id="list-heading" className="text-3xl font-extrabold text-navy">
            {heading}
          </h1>
          <p className="mt-2 text-muted">{subheading}</p>
          {posts.length > 0 ? (
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              {posts.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} headingLevel="h2" />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-8 rounded-2xl bg-lavender p-10 text-center">
              <p className="text-lg font-bold text-navy">{NO_ARTICLES}</p>
              <p className="mt-2 text-muted">{emptyText}</p>
            </div>
          )}
          <BlogPagination basePath={basePath} page={page} totalPages={totalPages} />
        </section>
        <BlogSidebar posts={recent} categories={blogCategories} tags={blogTags} />
      </div>
    </>
  );
}
