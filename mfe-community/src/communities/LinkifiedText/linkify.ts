/** A run of a text: plain words, or a web address to show as a link. */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare www. addresses, up to the next space or angle bracket or quote.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
// Punctuation that ends a sentence rather than the address ("see https://x.in/jobs.").
const TRAILING = /[.,;:!?'")\]]+$/;

/**
 * Splits a post's text into plain runs and web addresses (docs/product/community-and-reviews.md:
 * links shown as links, never HTML). Only http and https become links, so `javascript:` and other
 * schemes stay text; a `www.` address links to https.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    if (!address.includes('.', address.indexOf('//') + 2) && address.startsWith('http')) continue;
    const start = match.index;
    if (start > plainFrom) parts.push({ kind: 'text', text: text.slice(plainFrom, start) });
    const href = /^https?:\/\//i.test(address) ? address : `https://${address}`;
    parts.push({ kind: 'link', text: address, href });
    plainFrom = start + address.length;
  }
  if (plainFrom < text.length) parts.push({ kind: 'text', text: text.slice(plainFrom) });
  return parts;
}
