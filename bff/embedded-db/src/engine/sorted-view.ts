import type { Document } from 'bson';
import { sortComparator, type SortSpec } from './sort-order.js';

/**
 * All documents of a collection kept in one sort order, maintained on every write. A query
 * sorted this way walks it and stops after `skip + limit` matches instead of sorting all
 * matches: the in-memory equivalent of a sort index, created on first use.
 */
export class SortedView {
  private readonly compare: (a: Document, b: Document) => number;
  readonly documents: Document[];
  lastUsed = 0;

  constructor(
    readonly spec: SortSpec,
    documents: Iterable<Document>,
  ) {
    this.compare = sortComparator(spec);
    this.documents = [...documents].sort(this.compare);
  }

  /** First position whose document sorts after `document` (after equal ones: stable). */
  private upperBound(document: Document): number {
    let low = 0;
    let high = this.documents.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.documents[middle] as Document, document) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private lowerBound(document: Document): number {
    let low = 0;
    let high = this.documents.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.documents[middle] as Document, document) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  insert(document: Document): void {
    this.documents.splice(this.upperBound(document), 0, document);
  }

  remove(document: Document): void {
    for (let i = this.lowerBound(document); i < this.documents.length; i += 1) {
      if (this.documents[i] === document) {
        this.documents.splice(i, 1);
        return;
      }
      if (this.compare(this.documents[i] as Document, document) !== 0) break;
    }
    // Not found by position (should not happen): fall back to a linear search.
    const index = this.documents.indexOf(document);
    if (index >= 0) this.documents.splice(index, 1);
  }
}
