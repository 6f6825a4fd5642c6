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

  it('writes a view, leaving defaults out and the job filter in', () => {
    const params = new URLSearchParams('find=java&job=j2&status=rejected&q=x');
    expect(
      paramsWithView(params, 'j1', { status: 'interview', sort: 'applied', q: ' go ' }).toString(),
    ).toBe('find=java&job=j1&status=interview&q=go');
    expect(paramsWithView(params, 'j1', { sort: 'experience', q: '' }).toString()).toBe(
      'find=java&job=j1&sort=experience',
    );
  });
});
