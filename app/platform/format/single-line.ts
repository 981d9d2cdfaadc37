// One line of visitor-typed text for an e-mail's subject or header, shared by
// the lead and quote e-mails.
const SUBJECT_NAME_MAX = 80;

/**
 * Collapses control characters and runs of whitespace: a visitor's name must
 * not be able to add lines to a header or stretch a subject line.
 */
export function toSingleLine(value: string, maxLength = SUBJECT_NAME_MAX): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const collapsed = value.replace(/[\u0000-\u001f\u007f\s]+/g, " ").trim();
  return collapsed.length > maxLength ? `${collapsed.slice(0, maxLength - 1).trimEnd()}…` : collapsed;
}
