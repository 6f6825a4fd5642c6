/** Most highlights sent for one resume: a long CV names a skill a few dozen times at most. */
export const MAX_HIGHLIGHTS = 2000;

export interface SkillHighlight {
  start: number;
  end: number;
  skill: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where each skill occurs in the text, for the resume view's highlights
 * (docs/product/recruiter-jobs-and-responses.md#manage-responses): whole words only (a letter or
 * digit on neither side, so "Java" is not found in "JavaScript" while "C++" and "Node.js" are
 * found as written), case-insensitive, in the order they occur; where two overlap the earlier,
 * then the longer, wins. `end` is exclusive; offsets count UTF-16 units, as JavaScript does.
 */
export function skillHighlights(text: string, skills: readonly string[]): SkillHighlight[] {
  const found: SkillHighlight[] = [];
  for (const skill of new Set(skills.map((entry) => entry.trim()).filter(Boolean))) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(skill)}(?![\\p{L}\\p{N}])`,
      'giu',
    );
    for (const match of text.matchAll(pattern)) {
      found.push({ start: match.index, end: match.index + match[0].length, skill });
      if (found.length > MAX_HIGHLIGHTS * 4) break;
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: SkillHighlight[] = [];
  for (const highlight of found) {
    if (kept.length >= MAX_HIGHLIGHTS) break;
    const last = kept.at(-1);
    if (!last || highlight.start >= last.end) kept.push(highlight);
  }
  return kept;
}
