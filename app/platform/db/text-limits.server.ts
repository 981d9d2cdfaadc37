// The longest text each column keeps. The forms and the JSON endpoints refuse
// longer input with a message, but headers (Referer, User-Agent), beacons and
// server error messages arrive unchecked: the inserts cut every text column to
// these lengths, so no request can make a row larger than this. (Idempotency
// keys are not cut: two keys must never become one; the endpoints accept only
// well-formed keys.)
// (A staff note is cut to the note form's own limit by the leads feature.)

export const STORED_TEXT_MAX = {
  /** leads.source, e.g. "Website Form". */
  source: 100,
  /** Names as the forms allow them (100), with room for a company's. */
  name: 200,
  /** RFC 5321's longest address. */
  email: 254,
  phone: 64,
  /** The page a lead came from (a Referer header can be many kilobytes). */
  referrer: 2048,
  userAgent: 512,
  /** A quote's event date (an ISO date) and venue. */
  eventDate: 32,
  venue: 300,
  /** A page path in telemetry and error rows. */
  page: 200,
  /** An error message (browser or server). */
  errorMessage: 300,
  /** A web-vitals metric's id, name, rating and navigation type. */
  metricField: 100,
} as const;
