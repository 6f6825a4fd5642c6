import { afterEach, describe, expect, it } from 'vitest';
import { INLINE_REMOTES_ID, sessionHinted, takeInlineRemotesConfig } from './remotesConfig';

const DOCUMENT = {
  remotes: [{ name: 'mfe_seeker', entry: '/mfe/seeker/mf-manifest.json', routes: ['/jobs'] }],
};

function inline(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INLINE_REMOTES_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(INLINE_REMOTES_ID)?.remove();
});

describe('takeInlineRemotesConfig', () => {
  it('reads the document the BFF inlined, once', () => {
    inline(JSON.stringify(DOCUMENT));
    expect(takeInlineRemotesConfig()).toEqual(DOCUMENT);
    // A later reload of the config (a Retry) asks the server.
    expect(document.getElementById(INLINE_REMOTES_ID)).toBeNull();
    expect(takeInlineRemotesConfig()).toBeNull();
  });

  it('is null without one, or when it is not a remotes document', () => {
    expect(takeInlineRemotesConfig()).toBeNull();
    inline('{"remotes": [{"name": ""}]}');
    expect(takeInlineRemotesConfig()).toBeNull();
    inline('not json');
    expect(takeInlineRemotesConfig()).toBeNull();
  });
});

describe('sessionHinted', () => {
  it('is true when index.html preloads /api/me (the BFF saw a session cookie)', () => {
    const doc = document.implementation.createHTMLDocument('');
    expect(sessionHinted(doc)).toBe(false);
    doc.head.innerHTML =
      '<link rel="preload" href="/api/jobs/filters" as="fetch" crossorigin><link rel="prefetch" href="/api/me">';
    expect(sessionHinted(doc)).toBe(false);
    doc.head.innerHTML += '<link rel="preload" href="/api/me" as="fetch" crossorigin>';
    expect(sessionHinted(doc)).toBe(true);
  });
});
