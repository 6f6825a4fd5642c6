import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, paramsWithView, viewFromParams } from './pipelineView';

describe('the applicant view in the URL', () => {
  it('reads the view of the job named in the URL, the default for any other', () => {
    const params = new URLSearchParams('find=java&job=j1&status=under_review&sort=match&q=react');
    expect(viewFromParams(params, 'j1')).toEqual({
      status: 'under_review',
      sort: 'match',
      q: 'react',
    });
    expect(viewFromParams(params, 'j2')).toEqual(DEFAULT_VIEW);
    expect(viewFromParams(new URLSearchParams('job=j1&status=hired&sort=name'), 'j1')).toEqual({
      status: undefined,
      sort: 'applied',
      q: '',
    });
  });

  it('reads a page past the first, ignoring one that is not a page', () => {
    const page = (value: string) =>
      viewFromParams(new URLSearchParams(`job=j1&page=${value}`), 'j1').page;
    expect(page('3')).toBe(3);
    expect(['1', '0', '-2', '2.5', 'x', '501', ''].map(page)).toEqual(Array(7).fill(undefined));
    expect(viewFromParams(new URLSearchParams('job=j2&page=3'), 'j1').page).toBeUndefined();
  });

  it('writes the page past the first only', () => {
    const params = new URLSearchParams('job=j1&page=4');
    expect(paramsWithView(params, 'j1', { sort: 'applied', q: '', page: 2 }).toString()).toBe(
      'job=j1&page=2',
    );
    expect(paramsWithView(params, 'j1', { sort: 'applied', q: '', page: 1 }).toString()).toBe(
      'job=j1',
    );
    expect(paramsWithView(params, 'j1', { sort: 'applied', q: '' }).toString()).toBe('job=j1');
  });

  it('writes a view, leaving defaults out and the job filter in', () => {
    const params = new URLSearchParams('find=java&job=j2&status=rejected&q=x');
    expect(
      paramsWithView(params, 'j1', { status: 'interview', sort: 'applied', q: ' go ' }).toString(),
    ).toBe('find=java&job=j1&status=interview&q=go');
    expect(paramsWithView(params, 'j1', { sort: 'experience', q: '' }).toString()).toBe(
      'find=java&job=j1&sort=experience',
    );
  });

  it('keeps "meets the pre-screening criteria" as meets=1, anything else as everyone', () => {
    const meets = (search: string) => viewFromParams(new URLSearchParams(search), 'j1').meets;
    expect(meets('job=j1&meets=1')).toBe(true);
    expect(['job=j1&meets=0', 'job=j1&meets=yes', 'job=j1', 'job=j2&meets=1'].map(meets)).toEqual(
      Array(4).fill(undefined),
    );
    const params = new URLSearchParams('job=j1&meets=1');
    expect(paramsWithView(params, 'j1', { sort: 'applied', q: '', meets: true }).toString()).toBe(
      'job=j1&meets=1',
    );
    expect(paramsWithView(params, 'j1', { sort: 'applied', q: '' }).toString()).toBe('job=j1');
  });
});
