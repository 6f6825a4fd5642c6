import { describe, expect, it } from 'vitest';
import {
  resdexFolderBodySchema,
  resdexFolderCandidateBodySchema,
  resdexFolderQuerySchema,
} from './resdex-folders';

const problem = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('Resdex folder bodies', () => {
  it('takes a trimmed name of 1–60 characters and nothing else', () => {
    expect(resdexFolderBodySchema.parse({ name: '  Java leads ' })).toEqual({ name: 'Java leads' });
    expect(problem(resdexFolderBodySchema.safeParse({ name: '  ' }))).toBe(
      'Folder name is required',
    );
    expect(problem(resdexFolderBodySchema.safeParse({}))).toBe('Folder name is required');
    expect(problem(resdexFolderBodySchema.safeParse({ name: 'x'.repeat(61) }))).toBe(
      'Folder name must be at most 60 characters',
    );
    expect(problem(resdexFolderBodySchema.safeParse({ name: 'a', count: 1 }))).toBe(
      'Unknown field: count',
    );
  });

  it('takes a note of at most 500 characters (left out: kept; blank or null: none), line breaks kept', () => {
    expect(resdexFolderCandidateBodySchema.parse({})).toEqual({ note: undefined });
    expect(resdexFolderCandidateBodySchema.parse({ note: '  ' })).toEqual({ note: null });
    expect(resdexFolderCandidateBodySchema.parse({ note: null })).toEqual({ note: null });
    expect(resdexFolderCandidateBodySchema.parse({ note: 'Call\r\nMonday' })).toEqual({
      note: 'Call\nMonday',
    });
    expect(problem(resdexFolderCandidateBodySchema.safeParse({ note: 'x'.repeat(501) }))).toBe(
      'Note must be at most 500 characters',
    );
  });

  it('reads the page from the query, 1 when left out', () => {
    expect(resdexFolderQuerySchema.parse({})).toEqual({ page: 1 });
    expect(resdexFolderQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(problem(resdexFolderQuerySchema.safeParse({ page: '0' }))).toBe(
      'page must be a whole number from 1',
    );
  });
});
