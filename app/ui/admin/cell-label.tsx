// A table cell's column name, written inside the cell where a staff table
// reads as one card per row (narrow screens); hidden where the table shows its
// header row. Screen readers take the name from the header, so this is hidden
// from them.
const SHOWN_BELOW = {
  lg: "lg:hidden",
  sm: "sm:hidden",
} as const;

export function CellLabel({ children, below }: { children: string; below: keyof typeof SHOWN_BELOW }) {
  return (
    <span aria-hidden="true" className={`block text-xs font-semibold text-muted ${SHOWN_BELOW[below]}`}>
      {children}
    </span>
  );
}
