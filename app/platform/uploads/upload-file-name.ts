// An uploaded file's name as the browser sent it, made safe to keep and to
// show: only its last path part, no control or direction-changing characters,
// only letters, digits and a few marks, at most 100 characters with its
// extension kept. The stored file never uses it (it gets a random name); this
// is what staff see and the name their download is offered under. Pure.

export const MAX_FILE_NAME_LENGTH = 100;
export const FALLBACK_FILE_NAME = "proof-of-payment";

export function sanitiseFileName(name: string | null | undefined): string {
  const lastPart = (name ?? "").split(/[/\\]/).pop() ?? "";
  const cleaned = lastPart
    .normalize("NFC")
    // Control characters and the bidirectional controls that can disguise an extension ("slip\u202Efdp.exe").
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/[^\p{L}\p{N} ._()-]/gu, "_")
    .replace(/\s+/g, " ")
    .replace(/_+/g, "_")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  if (cleaned === "") return FALLBACK_FILE_NAME;
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, MAX_FILE_NAME_LENGTH - extension.length).trimEnd() + extension;
}

/** The name with the extension of the type its bytes showed, so a PNG named "slip.pdf" downloads as "slip.png". */
export function withExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf(".");
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base}.${extension}`;
}
