import type { Document } from 'bson';
import { isPlainDocument } from './bson-values.js';

/** Longer strings (descriptions, free text) are rarely repeated: they are stored as they come. */
const MAX_POOLED_LENGTH = 80;
/** The pool stops growing here (it still shares the strings it holds). */
const MAX_POOLED_STRINGS = 100_000;

/**
 * One copy of each short string value of a collection's documents. Documents decoded from the
 * wire each carry their own copy of "Bengaluru" or "Full Time"; sharing one keeps the collection
 * smaller and makes scans faster (equal strings compare by identity, and a shared string stays
 * in the CPU cache across documents). Invisible to readers: a string's identity cannot be
 * observed, only its content.
 */
export class StringPool {
  private readonly strings = new Map<string, string>();

  intern(value: string): string {
    if (value.length > MAX_POOLED_LENGTH) return value;
    const pooled = this.strings.get(value);
    if (pooled !== undefined) return pooled;
    if (this.strings.size < MAX_POOLED_STRINGS) this.strings.set(value, value);
    return value;
  }

  /**
   * Swaps, in place, every short string in a document (embedded documents and arrays included)
   * for the pool's copy. Only string values change; keys, order and every other value stay.
   */
  internDocument(document: Document): void {
    for (const key of Object.keys(document)) {
      // Assigning `__proto__` would set the prototype, not the field.
      if (key === '__proto__') continue;
      const value = document[key];
      // Always written back: `!==` compares strings by content, so it can't tell copies apart.
      if (typeof value === 'string') document[key] = this.intern(value);
      else if (value !== null && typeof value === 'object') this.internValue(value);
    }
  }

  private internValue(value: object): void {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i += 1) {
        const element: unknown = value[i];
        if (typeof element === 'string') value[i] = this.intern(element);
        else if (element !== null && typeof element === 'object') this.internValue(element);
      }
    } else if (isPlainDocument(value)) this.internDocument(value);
  }
}
