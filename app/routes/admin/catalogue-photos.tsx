// The catalogue's photos, for owners and editors (issue 24, decision 043):
// every item with how many photos it has, each linking to its own photo page.
// Plain HTML: no React in the browser, as everywhere in the staff area.
import type { Route } from "./+types/catalogue-photos";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { PhotoOverview } from "#app/features/catalogue/photos/photo-overview-view.tsx";
import { photoOverviewPage } from "#app/features/catalogue/photos/photo-pages.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/catalogue-photos.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Catalogue photos");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db } = staffServicesFrom(context);
  return photoOverviewPage(db);
}

export default function CataloguePhotos({ loaderData }: Route.ComponentProps) {
  return <PhotoOverview page={loaderData} />;
}
