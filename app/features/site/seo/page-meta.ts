// Route modules call this from `meta` to get the site-wide head for a page.
import type { MetaDescriptor } from "react-router";
import { business } from "#app/platform/business.ts";
import { buildPageMeta, type PageMetaInput } from "#app/features/site/seo/seo.ts";
import { siteShareImage } from "#app/features/site/seo/share-image.ts";

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export function stripTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** The site URL the root loader read from the environment. */
export function siteUrlFrom(matches: MetaArgsLike["matches"]): string {
  const root = matches.find((match) => match?.id === "root");
  const data = root?.loaderData as { siteUrl?: string } | undefined;
  return data?.siteUrl ?? "";
}

export function pageMeta(
  args: MetaArgsLike,
  input: Omit<PageMetaInput, "siteUrl" | "business" | "path" | "image"> & {
    path?: string;
    image?: PageMetaInput["image"];
  },
): MetaDescriptor[] {
  return buildPageMeta({
    ...input,
    image: input.image ?? siteShareImage(),
    // Prerendering asks for "/about/"; the canonical form has no trailing slash.
    path: input.path ?? stripTrailingSlash(args.location.pathname),
    siteUrl: siteUrlFrom(args.matches),
    business,
  });
}
