// Reading the visitor's replies to the equipment assistant: numbers, the audio
// type, an e-mail address and a phone number, and the AI quote number.
import type { AudioType } from "#app/features/assistant/assistant.ts";

/** The first whole number in a reply: 'about 120 people' -> 120, '80-100' -> 80, '1,200 guests' -> 1200, 'no idea' -> null. */
export function firstNumber(text: string): number | null {
  const match = /\d{1,3}(?:,\d{3})+(?!\d)|\d+/.exec(text);
  if (!match) return null;
  const value = Number(match[0].replaceAll(",", ""));
  return Number.isSafeInteger(value) ? value : null;
}

const AUDIO_PATTERNS: readonly [AudioType, RegExp][] = [
  ["dj", /\bdj|deejay|disc ?jockey/],
  ["speech", /speech|speak|talk|presentation|keynote|sermon|conference|\bmc\b/],
  ["music", /music|band|song|playlist|acoustic|singer|choir|\blive\b/],
];

/**
 * The audio type a reply names: 'mostly speeches' -> speech, 'live band' ->
 * music, 'DJ set' -> dj. When it names several, the first mentioned wins; when
 * it names none, the reply itself, trimmed and lower-cased.
 */
export function audioTypeFrom(text: string): string {
  const lower = text.trim().toLowerCase();
  let best: { type: AudioType; index: number } | null = null;
  for (const [type, pattern] of AUDIO_PATTERNS) {
    const index = lower.search(pattern);
    if (index !== -1 && (best === null || index < best.index)) best = { type, index };
  }
  return best?.type ?? lower;
}

/** An email is recognised when it contains @ and a dot (the spec's rule). */
export function isRecognisedEmail(text: string): boolean {
  const value = text.trim();
  return value.includes("@") && value.includes(".");
}

/** The phone as digits (with its leading +), spaces, dashes and brackets removed. */
export function compactPhone(text: string): string {
  return text.trim().replace(/[\s\-()]/g, "");
}

/** A phone is recognised as 10 digits, or a plus followed by 11 or 12 digits (after removing spaces, dashes and brackets). */
export function isRecognisedPhone(text: string): boolean {
  return /^(?:\d{10}|\+\d{11,12})$/.test(compactPhone(text));
}

/** 'AI' and the last 6 digits of the timestamp: 1763713812345 -> 'AI812345'. */
export function assistantQuoteNumber(nowMs: number): string {
  return `AI${String(Math.trunc(Math.abs(nowMs)))
    .padStart(6, "0")
    .slice(-6)}`;
}
