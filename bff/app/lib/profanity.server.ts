import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { jsonError } from './http.server';

/*
 * The profanity filter of texts others read (reviews and contributions; ADR 018): obscenity's
 * English word list with its recommended transformers, which see through l33t spellings, repeated
 * letters and spacing tricks, and leave words like "Scunthorpe" or "assessment" alone.
 */

const matcher = new RegExpMatcher({
  ...englishDataset.build(),
  ...englishRecommendedTransformers,
});

/** The answer's text when `label`'s text holds profanity. */
export const profanityMessage = (label: string) =>
  `${label} contains language that is not allowed. Please rephrase it.`;

/** Whether the text holds a word of the filter's list. */
export const hasProfanity = (text: string): boolean => matcher.hasMatch(text);

/** Throws a 400 naming the first of the labelled texts that holds profanity. */
export function refuseProfanity(texts: Array<[label: string, text: string | undefined]>): void {
  for (const [label, text] of texts)
    if (text && hasProfanity(text)) throw jsonError(400, profanityMessage(label));
}
