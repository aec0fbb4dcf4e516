import type { SearchEntry } from "../../../common/search.ts";

/**
 * Lower case without diacritics, so "Café" and "cafe" meet; in Arabic, without short vowels and
 * hamza marks (أ, إ and آ are ا; ؤ is و; ئ is ي), with ة as ه, ى as ي and no tatweel, so a visitor
 * typing without them still finds the words.
 */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\u0640/g, "")
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0649/g, "\u064A")
    .toLowerCase();
}

const arabicArticle = /^\u0627\u0644(?=\p{L}{2})/u;

function words(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.replace(arabicArticle, ""));
}

interface Prepared {
  entry: SearchEntry;
  titleWords: string[];
  allWords: string[];
}

export type Searcher = (query: string) => SearchEntry[];

/** No library: the index is tiny. */
export function createSearcher(entries: readonly SearchEntry[], limit = 20): Searcher {
  const prepared: Prepared[] = entries.map((entry) => {
    const titleWords = words(entry.title);
    return { entry, titleWords, allWords: [...titleWords, ...words(entry.text)] };
  });

  return (query) => {
    const terms = words(query);
    if (terms.length === 0) return [];
    const scored: { entry: SearchEntry; score: number; order: number }[] = [];
    prepared.forEach(({ entry, titleWords, allWords }, order) => {
      let score = 0;
      for (const term of terms) {
        if (titleWords.some((word) => word.startsWith(term))) score += 3;
        else if (allWords.some((word) => word.startsWith(term))) score += 1;
        else return;
      }
      scored.push({ entry, score, order });
    });
    return scored
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, limit)
      .map(({ entry }) => entry);
  };
}
