// A quote in an e-mail: its details, customer, lines, totals and notes, laid
// out from quoteStatement() with the e-mail's shared pieces (email-parts.tsx).
import type { CSSProperties } from "react";
import { type Field, FieldTable, SectionHeading } from "#app/platform/mail/email-parts.tsx";
import { colours } from "#app/platform/mail/email-styles.ts";
import type { QuoteStatement, StatementLine, StatementRow } from "#app/features/quotes/quote-statement.ts";

const headCell: CSSProperties = {
  padding: "6px 8px",
  borderBottom: `2px solid ${colours.navy}`,
  textAlign: "right",
  fontSize: "13px",
};
const bodyCell: CSSProperties = {
  padding: "6px 8px",
  borderBottom: `1px solid ${colours.line}`,
  textAlign: "right",
  verticalAlign: "top",
  fontSize: "14px",
};

function rowsAsFields(rows: readonly StatementRow[]): Field[] {
  return rows.map(({ label, value }) => ({ label, value }));
}

/** The items table's header row; the discount column only when a line has one. */
function ItemsHead({ discounts }: { discounts: boolean }) {
  return (
    <thead>
      <tr>
        <th scope="col" style={{ ...headCell, textAlign: "left" }}>
          Item
        </th>
        <th scope="col" style={headCell}>
          Qty
        </th>
        <th scope="col" style={headCell}>
          Unit price
        </th>
        {discounts ? (
          <th scope="col" style={headCell}>
            Discount
          </th>
        ) : null}
        <th scope="col" style={headCell}>
          Total
        </th>
      </tr>
    </thead>
  );
}

/** A line: its name with its detail under it, then the numbers. */
function ItemRow({ line, discounts }: { line: StatementLine; discounts: boolean }) {
  return (
    <tr data-text="quote-line">
      <td data-cell="item" style={{ ...bodyCell, textAlign: "left" }}>
        <div>{line.name}</div>
        {line.detail ? <div style={{ color: colours.muted, fontSize: "13px" }}>{line.detail}</div> : null}
      </td>
      <td data-cell="quantity" style={{ ...bodyCell, whiteSpace: "nowrap" }}>
        {line.quantity}
      </td>
      <td data-cell="unit-price" style={bodyCell}>
        {line.unitPrice}
      </td>
      {discounts ? (
        <td data-cell="discount" style={bodyCell}>
          {line.discount}
        </td>
      ) : null}
      <td data-cell="total" style={bodyCell}>
        {line.total}
      </td>
    </tr>
  );
}

/** The totals under the lines, the last one (what is due) emphasised. */
function TotalsFoot({ totals, discounts }: { totals: readonly StatementRow[]; discounts: boolean }) {
  return (
    <tfoot>
      {totals.map((row, index) => {
        const last = index === totals.length - 1;
        const cell: CSSProperties = {
          padding: last ? "10px 8px 4px" : "4px 8px",
          textAlign: "right",
          fontWeight: 700,
          fontSize: last ? "17px" : "14px",
          color: last ? colours.navy : colours.ink,
        };
        return (
          <tr key={index} data-text="field">
            <th scope="row" colSpan={discounts ? 4 : 3} style={cell}>
              {row.label}
            </th>
            <td style={cell}>{last ? <strong>{row.value}</strong> : row.value}</td>
          </tr>
        );
      })}
    </tfoot>
  );
}

function ItemsTable({ statement }: { statement: QuoteStatement }) {
  // The discount column only when a line has one: narrow screens need the room.
  const discounts = statement.lines.some((line) => line.discount !== "");
  return (
    <table
      aria-label={`Items on quote ${statement.quoteNumber}`}
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: "collapse", width: "100%" }}
    >
      <ItemsHead discounts={discounts} />
      <tbody>
        {statement.lines.map((line, index) => (
          <ItemRow key={index} line={line} discounts={discounts} />
        ))}
      </tbody>
      <TotalsFoot totals={statement.totals} discounts={discounts} />
    </table>
  );
}

/**
 * The quote as quoteStatement() gives it: details, the customer (when the
 * statement has one), the lines, the totals with the last one emphasised,
 * and the notes. Rows are laid out as they come, whatever their labels.
 */
export function QuoteStatementView({ statement }: { statement: QuoteStatement }) {
  return (
    <>
      <FieldTable fields={rowsAsFields(statement.details)} caption="Quote details" />
      {statement.customer.length > 0 ? (
        <>
          <SectionHeading>Customer</SectionHeading>
          <FieldTable fields={rowsAsFields(statement.customer)} caption="Customer" />
        </>
      ) : null}
      <SectionHeading>Items</SectionHeading>
      <ItemsTable statement={statement} />
      {statement.notes.length > 0 ? (
        <>
          <SectionHeading>Please note</SectionHeading>
          <ul style={{ margin: "8px 0", paddingLeft: "20px" }}>
            {statement.notes.map((note, index) => (
              <li key={index} style={{ margin: "4px 0" }}>
                {note}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
