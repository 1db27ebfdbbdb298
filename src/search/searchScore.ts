import type { SearchDoc } from './searchTypes';

/*
 * A small scorer for the documentation's search (a few hundred searchable things): every word of the query must be
 * found in a result, exactly, as the start of a word, or with one letter wrong, missing, extra or swapped; a word
 * found in the title counts three times one found in the excerpt, and a little more when the excerpt has it too; a title that is the query itself comes first.
 */

/** The words of a text, lower case; `defaultChecked` also gives `default` and `checked`. */
export function words(text: string): string[] {
  const split = text.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const whole = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const parts = split.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set([...whole, ...parts])];
}

/** Whether two words differ by at most one letter changed, added, removed, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  if (a.length === b.length) {
    if (a.slice(start + 1) === b.slice(start + 1)) return true;
    return (
      a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2)
    );
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(start + 1) === shorter.slice(start);
}

/** How well one query word matches one word of a result: 1 exact, 0.8 its start, 0.5 one letter off, else 0. */
function wordMatch(query: string, word: string): number {
  if (word === query) return 1;
  if (query.length >= 2 && word.startsWith(query)) return 0.8;
  if (query.length >= 4 && (withinOneEdit(query, word) || withinOneEdit(query, word.slice(0, query.length))))
    return 0.5;
  return 0;
}

function bestMatch(query: string, candidates: readonly string[]): number {
  let best = 0;
  for (const word of candidates) best = Math.max(best, wordMatch(query, word));
  return best;
}

/** A result's words, worked out once. */
export interface PreparedDoc {
  doc: SearchDoc;
  title: string[];
  rest: string[];
  whole: string;
}

export function prepare(docs: readonly SearchDoc[]): PreparedDoc[] {
  return docs.map((doc) => ({
    doc,
    title: words(doc.title),
    rest: words(`${doc.excerpt} ${doc.words ?? ''}`),
    whole: words(doc.title).join(' '),
  }));
}

const groupWeight: Record<SearchDoc['group'], number> = {
  Component: 0.3,
  Block: 0.3,
  Page: 0.25,
  Helper: 0.2,
  Prop: 0,
  Key: 0,
};

/** The results for a query, best first (ties keep the index's order); at most `limit`. */
export function search(prepared: readonly PreparedDoc[], query: string, limit = 20): SearchDoc[] {
  const asked = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (asked.length === 0) return [];
  const joined = asked.join(' ');
  const scored: { doc: SearchDoc; score: number; order: number }[] = [];
  prepared.forEach((entry, order) => {
    let score = 0;
    for (const word of asked) {
      const inTitle = bestMatch(word, entry.title);
      const inRest = bestMatch(word, entry.rest);
      if (inTitle === 0 && inRest === 0) return;
      // Found in the title and in the excerpt too ("page up": the slider's Page Up moves its handle up) beats the
      // title alone.
      score += Math.max(3 * inTitle, inRest) + 0.2 * inRest;
    }
    if (entry.whole === joined) score += 3;
    else if (entry.whole.startsWith(joined)) score += 1;
    score += groupWeight[entry.doc.group];
    scored.push({ doc: entry.doc, score, order });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, limit).map((entry) => entry.doc);
}
