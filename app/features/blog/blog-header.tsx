import { Search } from "lucide-react";
import { Link } from "react-router";
import { blogCategories } from "#app/features/blog/content/taxonomy.ts";

/**
 * The header every blog page shares: title, a search form and the categories. Only on the blog's front page is
 * its title the page's heading; elsewhere it is no section of the page (a section needs a heading of its own).
 */
export function BlogHeader({ search = "", headingLevel = "p" }: { search?: string; headingLevel?: "h1" | "p" }) {
  const Title = headingLevel;
  const Wrapper = headingLevel === "h1" ? "section" : "div";
  return (
    <Wrapper className="bg-navy text-white">
      <div className="container-page py-10 sm:py-14">
        <Title className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          <Link to="/blog" className="hover:underline">
            Sound &amp; Event Blog
          </Link>
        </Title>
        <p className="mt-3 max-w-2xl text-slate-200">
          Guides and tips from our engineers on PA systems, microphones and planning sound for weddings and corporate
          events in Gauteng.
        </p>
        <form method="get" action="/blog" role="search" className="mt-6 flex max-w-xl gap-2">
          <label htmlFor="blog-search" className="sr-only">
            Search articles
          </label>
          <input
            id="blog-search"
            type="search"
            name="search"
            defaultValue={search}
            placeholder="Search articles..."
            className="h-12 min-w-0 flex-1 rounded-xl border border-white/30 bg-white px-4 text-base text-ink placeholder:text-slate-500"
          />
          <button
            type="submit"
            className="inline-flex h-12 items-center gap-2 rounded-xl bg-amber px-5 font-semibold text-ink hover:bg-amber-light"
          >
            <Search className="size-4" aria-hidden="true" />
            Search
          </button>
        </form>
        <nav aria-label="Blog categories" className="mt-6">
          <ul className="flex flex-wrap gap-2 text-sm">
            <li>
              <Link
                to="/blog"
                className="inline-flex rounded-full border border-white/30 px-3 py-1 hover:bg-white hover:text-navy"
              >
                All articles
              </Link>
            </li>
            {blogCategories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/blog/category/${category.slug}`}
                  className="inline-flex rounded-full border border-white/30 px-3 py-1 hover:bg-white hover:text-navy"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Wrapper>
  );
}
