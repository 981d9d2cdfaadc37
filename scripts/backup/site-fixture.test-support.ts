// A site's records made the way the site makes them, for the backup tests:
// leads of several kinds, an event quote revised to a second version and
// accepted with a signature, a deposit's proof of payment, a catalogue photo.
// `readSite` reads them all back the way staff see them (the proof as staff
// download it, the photo as the media route serves it, made again from the
// original in the database by a store with an empty cache), so a restored
// copy can be compared with the original, bytes included.
import { mkdtemp } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { resolveCatalogueItem } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { addCataloguePhoto, listItemPhotos } from "#app/features/catalogue/photos/catalogue-photos-db.server.ts";
import { photoVariantName } from "#app/features/catalogue/photos/catalogue-photos.ts";
import { cachedPhotoStore } from "#app/features/catalogue/photos/photo-files.server.ts";
import { PhotoUploadSink } from "#app/features/catalogue/photos/photo-upload.server.ts";
import { DEFAULT_PHOTO_LIMITS } from "#app/features/catalogue/photos/photo-variants.server.ts";
import { getLead, storeLead } from "#app/features/leads/leads-db.server.ts";
import { callbackLead } from "#app/features/leads/leads-db.test-support.ts";
import { listProofs, openDeposit, recordProof } from "#app/features/quotes/deposits/deposits-db.server.ts";
import { proofOfLead } from "#app/features/quotes/deposits/lead-deposit.server.ts";
import { readProofBytes } from "#app/features/quotes/deposits/proof-files.server.ts";
import { proofOfPaymentResponse, storeProofOfPayment } from "#app/features/quotes/deposits/proof-of-payment.server.ts";
import {
  issueLiveQuoteToken,
  quoteHistory,
  recordCustomerDecision,
} from "#app/features/quotes/live/live-quotes-db.server.ts";
import { quoteValidUntil } from "#app/features/quotes/quote-expiry.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import { createQuote, getQuoteByNumber, listQuoteDecisions } from "#app/features/quotes/quotes-db.server.ts";
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";
import {
  listQuoteVersions,
  saveQuoteVersion,
  sendQuoteVersion,
} from "#app/features/quotes/versions/quote-versions-db.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { blankPng, tinyPdf } from "#app/platform/uploads/upload-files.test-support.ts";

const STAFF = "anna@sandtonsoundhire.co.za";
const PHOTO_ITEM = { kind: "product", itemId: "powered-speaker-12-premium" } as const;

/** Where uploads stream in before they are checked and stored in the database, and where photo variants are cached. */
export interface UploadPlaces {
  scratchDir: string;
  photoCacheRoot: string;
}

/** A photo store with an empty cache: every variant it serves is made again from the original in the database. */
async function emptyCacheStore(db: Kysely<Database>, places: UploadPlaces) {
  const cacheDir = await mkdtemp(path.join(places.photoCacheRoot, "cache-"));
  return cachedPhotoStore({ db, cacheDir, limits: DEFAULT_PHOTO_LIMITS, minFreeDiskBytes: 0 });
}

export interface FilledSite {
  leadIds: string[];
  quoteNumber: string;
  proof: { leadId: string; proofId: string };
}

async function* once(bytes: Buffer): AsyncIterable<Uint8Array> {
  yield bytes;
}

const speakers = (quantity: number) => [
  { type: "product" as const, id: "powered-speaker-12-premium", quantity },
  { type: "personnel" as const, id: "sound-engineer", quantity: 1, hours: 4 },
];

/** An event quote, revised by staff to version 2, sent, and accepted with the customer's typed name. */
async function acceptedEventQuote(db: Kysely<Database>) {
  const priced = priceQuote(speakers(2), resolveCatalogueItem);
  if (!priced.ok) throw new Error("the sample quote does not price");
  const created = await createQuote(db, {
    contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" },
    event: { eventDate: "2027-02-12", venue: "Summer Place, Hyde Park" },
    lines: priced.lines,
    totalItems: priced.totalItems,
    totalDiscountCents: priced.totalDiscountCents,
    channels: ["email"],
  });
  if (!created.created) throw new Error("expected a new quote");
  const number = created.quote.quoteNumber;
  const stored = await getQuoteByNumber(db, number);
  if (!stored) throw new Error("expected the quote");
  const now = new Date();
  const revision = reviseQuote(
    stored.quote,
    { lines: speakers(4), overallDiscount: { kind: "percent", percent: 5 }, noteToCustomer: "As discussed." },
    { revisedAt: now.toISOString(), validUntil: quoteValidUntil(now, 14) },
  );
  if (!revision.ok) throw new Error(JSON.stringify(revision.errors));
  await saveQuoteVersion(db, { quoteId: stored.id, document: revision.document, staffEmail: STAFF });
  await sendQuoteVersion(db, { quoteId: stored.id, version: 2, staffEmail: STAFF, channels: ["customer_email"] });
  const token = await issueLiveQuoteToken(db, number);
  const accepted = await recordCustomerDecision(
    db,
    { liveToken: token },
    {
      type: "accept",
      quoteVersion: 2,
      signedName: "Thandi Mokoena",
      termsVersion: "2026-11",
      ipAddress: "196.25.1.7",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
    },
    { submissionKey: "accept-1" },
  );
  if (accepted.status !== "recorded") throw new Error(`the acceptance was not recorded: ${accepted.status}`);
  return { id: stored.id, number, leadId: created.leadId, totalCents: revision.document.totalCents };
}

/** The deposit's proof of payment, stored as the upload route stores it. */
async function depositProof(db: Kysely<Database>, quote: { id: string; totalCents: number }, scratchDir: string) {
  await openDeposit(db, { quoteId: quote.id, totalCents: quote.totalCents, percent: 50 });
  const stored = await storeProofOfPayment(scratchDir, "EFT confirmation.pdf", once(tinyPdf()));
  if (!stored.ok) throw new Error(`the proof was refused: ${stored.refusal}`);
  const recorded = await recordProof(db, {
    quoteId: quote.id,
    record: stored.record,
    bytes: stored.bytes,
    submissionKey: "proof-1",
  });
  if (recorded.status !== "recorded") throw new Error(`the proof was not recorded: ${recorded.status}`);
  return recorded.proof.id;
}

/** A catalogue photo, stored as the staff photo page's upload action stores it. */
async function cataloguePhoto(db: Kysely<Database>, places: UploadPlaces) {
  const sink = await PhotoUploadSink.start(places.scratchDir, "speaker.png");
  await sink.write(blankPng(900, 600));
  const upload = await sink.finish();
  if (!upload.ok) throw new Error(`the photo was refused: ${upload.message}`);
  const { variants: _variants, ...photo } = upload.stored;
  await addCataloguePhoto(db, {
    ...photo,
    ...PHOTO_ITEM,
    alt: "The 12-inch powered speaker on its stand",
    staffEmail: STAFF,
    now: new Date(),
  });
}

export async function fillSite(db: Kysely<Database>, places: UploadPlaces): Promise<FilledSite> {
  const leadIds: string[] = [];
  for (const kind of ["callback", "contact", "subscriber"] as const) {
    const stored = await storeLead(db, { ...callbackLead(`Lerato ${kind}`), kind, now: new Date() });
    leadIds.push(stored.id);
  }
  const quote = await acceptedEventQuote(db);
  leadIds.push(quote.leadId);
  const proofId = await depositProof(db, quote, places.scratchDir);
  await cataloguePhoto(db, places);
  return { leadIds, quoteNumber: quote.number, proof: { leadId: quote.leadId, proofId } };
}

async function bytesOf(body: ReadableStream<Uint8Array> | null | undefined): Promise<string | undefined> {
  return body ? Buffer.from(await new Response(body).arrayBuffer()).toString("base64") : undefined;
}

/** Everything `fillSite` made, read back as staff and visitors see it. */
export async function readSite(db: Kysely<Database>, places: UploadPlaces, filled: FilledSite) {
  const leads = await Promise.all(filled.leadIds.map((id) => getLead(db, id)));
  const quote = await getQuoteByNumber(db, filled.quoteNumber);
  const quoteId = quote?.id ?? "";
  const proof = await proofOfLead(db, filled.proof);
  const download = proof ? proofOfPaymentResponse(proof, await readProofBytes(db, proof.id)) : undefined;
  const photos = await listItemPhotos(db, PHOTO_ITEM.kind, PHOTO_ITEM.itemId);
  const store = await emptyCacheStore(db, places);
  const served = [];
  for (const photo of photos) {
    const variant = await store.openVariant(photoVariantName(photo.hash, photo.widths[0] ?? 0, "webp"));
    served.push({ ...photo, webp: typeof variant === "object" ? await bytesOf(variant.body) : variant });
  }
  return {
    leads,
    quote,
    versions: await listQuoteVersions(db, quoteId),
    decisions: await listQuoteDecisions(db, filled.quoteNumber),
    history: await quoteHistory(db, quoteId),
    proofs: await listProofs(db, quoteId),
    proofDownload: { status: download?.status, bytes: await bytesOf(download?.body) },
    photos: served,
  };
}
