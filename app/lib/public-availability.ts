// What the public site may say about a line's availability (decision 044):
// never a number, never another customer's booking. Apart from the rules
// (availability.ts) so the quote summary carries only these words. Pure.

export type PublicAvailability = "available" | "limited";

export const LIMITED_AVAILABILITY_TEXT = "Limited availability on your date";
