import { describe, expect, it } from 'vitest';
import { MAX_HIGHLIGHTS, skillHighlights } from './skill-highlights.server';

const marked = (text: string, skills: string[]) =>
  skillHighlights(text, skills).map(({ start, end, skill }) => [text.slice(start, end), skill]);

describe('skillHighlights', () => {
  it('finds whole words, case-insensitively, in order, each in the text’s own spelling', () => {
    expect(
      marked('Java, SPRING and java again; JavaScript is not Java.', ['Java', 'Spring']),
    ).toEqual([
      ['Java', 'Java'],
      ['SPRING', 'Spring'],
      ['java', 'Java'],
      ['Java', 'Java'],
    ]);
  });

  it('takes skills with punctuation as written, and never reads them as patterns', () => {
    expect(
      marked('C++ and C#; Node.js (not Nodexjs), .NET', ['C++', 'C#', 'Node.js', '.NET']),
    ).toEqual([
      ['C++', 'C++'],
      ['C#', 'C#'],
      ['Node.js', 'Node.js'],
      ['.NET', '.NET'],
    ]);
    expect(marked('see (a) here, not xay', ['(a)', 'x.y', '.'])).toEqual([['(a)', '(a)']]);
  });

  it('keeps the longer of two overlapping skills, and none for no skills or no text', () => {
    expect(marked('Spring Boot developer', ['Spring', 'Spring Boot', 'Boot'])).toEqual([
      ['Spring Boot', 'Spring Boot'],
    ]);
    expect(skillHighlights('Java', [])).toEqual([]);
    expect(skillHighlights('', ['Java'])).toEqual([]);
    expect(skillHighlights('Java', ['  '])).toEqual([]);
  });

  it('stops at the most highlights one answer carries', () => {
    expect(skillHighlights('SQL '.repeat(MAX_HIGHLIGHTS + 50), ['SQL'])).toHaveLength(
      MAX_HIGHLIGHTS,
    );
  });
});
