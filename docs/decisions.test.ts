// Every decision record says when it was taken and whether it still holds.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.join(import.meta.dirname, "decisions");
const records = readdirSync(dir)
  .filter((file) => file.endsWith(".md"))
  .map((file) => ({ file, text: readFileSync(path.join(dir, file), "utf8") }));
const numbers = new Set(records.map(({ file }) => file.slice(0, 3)));

describe("decision records", () => {
  it.each(records)("$file has a title, a date and a status", ({ file, text }) => {
    const [title, blank, date, status] = text.split("\n");
    expect(title).toMatch(new RegExp(`^# ${file.slice(0, 3)}: \\S`));
    expect(blank).toBe("");
    expect(date).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/);
    expect(status).toMatch(/^- Status: (accepted|superseded by \d{3})/);
    // A record superseded (in whole or part) names records that exist.
    for (const [, number] of (status ?? "").matchAll(/\b(\d{3})\b/g)) expect(numbers).toContain(number);
  });

  it("are numbered without gaps", () => {
    const sorted = [...numbers].sort();
    expect(sorted).toEqual(sorted.map((_, index) => String(index + 1).padStart(3, "0")));
  });
});
