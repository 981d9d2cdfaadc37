// The brand's colours as e-mail clients need them: literal values, inline.
// Muted grey on white is 7.5:1 and the link blue 9.9:1, white on the WhatsApp green 5.3:1 (WCAG AA needs 4.5:1).
export const colours = {
  ink: "#0b1324",
  navy: "#13214a",
  brand: "#3730a3",
  muted: "#4b5563",
  line: "#e2e5f0",
  page: "#f4f5fa",
  whatsApp: "#1f7a4d",
} as const;
