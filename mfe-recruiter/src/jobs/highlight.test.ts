import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it("cuts the text around the job's skills", () => {
    const text = 'Built React apps with Node.js and react-query.';
    expect(
      highlightParts({
        text,
        highlights: [
          { start: 6, end: 11, skill: 'React' },
          { start: 22, end: 29, skill: 'Node.js' },
        ],
      }),
    ).toEqual([
      { text: 'Built ' },
      { text: 'React', skill: 'React' },
      { text: ' apps with ' },
      { text: 'Node.js', skill: 'Node.js' },
      { text: ' and react-query.' },
    ]);
  });

  it('leaves out highlights past the text or overlapping, and keeps a text without any whole', () => {
    expect(
      highlightParts({
        text: 'Go and Java',
        highlights: [
          { start: 0, end: 2, skill: 'Go' },
          { start: 1, end: 4, skill: 'o a' },
          { start: 7, end: 40, skill: 'Java' },
        ],
      }),
    ).toEqual([{ text: 'Go', skill: 'Go' }, { text: ' and Java' }]);
    expect(highlightParts({ text: 'Plain', highlights: [] })).toEqual([{ text: 'Plain' }]);
    expect(highlightParts({ text: '', highlights: [] })).toEqual([]);
  });
});
