// Check 2, the catalogue's half: a photo an editor uploads to one process is
// served by the other. Each process has a photo folder of its own here, as on
// two machines; the resized copies may be cached on a process's disk, but
// what it serves must come from what the database holds.
import sharp from "sharp";
import { type Checks } from "../reliability/support.ts";
import type { AppProcess } from "./release.ts";
import { describe, multipart, send } from "./client.ts";
import { type Topology, query } from "./topology.ts";

const PRODUCT = "powered-speaker-12-standard";
const PAGE = `/admin/catalogue/photos/product/${PRODUCT}`;

/** Uploads a photo with the page's own form token, as the staff page's plain form does. */
async function uploadPhoto(app: AppProcess, from: string, cookie: string, checks: Checks): Promise<void> {
  const page = await send(`${app.base}${PAGE}`, { from, headers: { Cookie: cookie } });
  const html = page.kind === "answer" ? page.body.toString() : "";
  const csrf = /<form[^>]*multipart\/form-data[^>]*>[\s\S]*?name="csrf" value="([^"]+)"/.exec(html)?.[1];
  checks.expect(csrf !== undefined, `the photo page on app ${app.name} has no form token: ${describe(page)}`);
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#1e2a5a" } })
    .jpeg()
    .toBuffer();
  const { body, contentType } = multipart(
    { csrf: csrf ?? "", alt: "Standard 12-inch powered speaker, photographed for the topology test" },
    { field: "photo", name: "speaker.jpg", type: "image/jpeg", bytes: photo },
  );
  const uploaded = await send(`${app.base}${PAGE}`, {
    method: "POST",
    body,
    from,
    headers: { "Content-Type": contentType, Cookie: cookie, Origin: app.base },
    timeoutMs: 120_000,
  });
  checks.expect(
    uploaded.kind === "answer" && uploaded.status < 400,
    `uploading the photo to app ${app.name} answered ${describe(uploaded)}`,
  );
}

/** Uploads a photo to app A and fetches each of its copies from app B and through nginx; the copies served. */
export async function checkPhoto(
  topology: Topology,
  checks: Checks,
  from: string,
  cookie: string,
): Promise<{ served: number; asked: number }> {
  const [first, second] = topology.apps;
  await uploadPhoto(first, from, cookie, checks);
  const [photo] = await query<{ hash: string; widths: string }>(
    topology,
    "select hash, widths from catalogue_photos where item_id = $1 and removed_at is null order by uploaded_at desc",
    [PRODUCT],
  );
  checks.expect(photo !== undefined, "the photo is not in the database");
  if (!photo) return { served: 0, asked: 0 };
  const widths = JSON.parse(photo.widths) as number[];
  let served = 0;
  let asked = 0;
  for (const width of widths)
    for (const [label, base] of [
      [`app ${second.name}`, second.base],
      ["nginx", topology.proxy.base],
    ] as const) {
      const name = `${photo.hash}-${width}.avif`;
      const answer = await send(`${base}/media/catalogue/${name}`, { from });
      const ok = answer.kind === "answer" && answer.status === 200 && answer.headers["content-type"] === "image/avif";
      checks.expect(ok, `${name}, uploaded to app ${first.name}, from ${label}: ${describe(answer)}`);
      asked += 1;
      if (ok) served += 1;
    }
  return { served, asked };
}
