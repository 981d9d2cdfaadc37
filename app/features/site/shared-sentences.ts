// Finds sentences two texts share: the landing pages must each have their own copy.
import { sentencesOf, wordCount } from "#app/features/site/copy-checks.ts";

export interface SharedSentence {
  sentence: string;
  owners: string[];
}

/** Sentences of more than `minWords` words that occur in more than one document. */
export function sharedSentences(documents: Readonly<Record<string, string>>, minWords = 12): SharedSentence[] {
  const owners = new Map<string, Set<string>>();
  for (const [name, text] of Object.entries(documents)) {
    for (const sentence of sentencesOf(text)) {
      if (wordCount(sentence) <= minWords) continue;
      const set = owners.get(sentence) ?? new Set<string>();
      set.add(name);
      owners.set(sentence, set);
    }
  }
  return [...owners.entries()]
    .filter(([, names]) => names.size > 1)
    .map(([sentence, names]) => ({ sentence, owners: [...names].sort() }));
}
