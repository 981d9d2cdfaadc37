// Markdown pieces the parts of `npm run bench` share for bench/results/summary.md.

/** A figure with its budget mark: "✓" met, "✗" missed, nothing when no budget applies. */
export function marked(text: string, met: boolean | undefined): string {
  if (met === undefined) return text;
  return `${text} ${met ? "✓" : "✗"}`;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

export function table(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): string[] {
  return [
    `| ${headers.join(" | ")} |`,
    `|${headers.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ];
}

/** A part's section: its heading, the date it was measured, then its lines. */
export function section(title: string, date: string, lines: readonly string[]): string[] {
  return [`## ${title}`, "", `Measured ${date}.`, "", ...lines, ""];
}
