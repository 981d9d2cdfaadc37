// Ids in batches, so a subject with many records stays within SQL parameter limits.

/** Leads and quotes are changed in batches of this many ids (SQL parameter limits). */
const BATCH = 200;

export function batches<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) result.push(items.slice(start, start + BATCH));
  return result;
}
