import type { Document } from 'bson';
import { compareValues, type StringComparator, valuesAtPath } from './bson-values.js';

export type SortSpec = Record<string, unknown>;

type Comparator = (a: Document, b: Document) => number;

/**
 * Value a document sorts by on one path: with arrays, the smallest element ascending and the
 * largest descending (MongoDB's rule); missing sorts as null.
 */
/** The value a document sorts by on `path` (an array's least or greatest element). */
export function sortKey(
  document: Document,
  path: string,
  direction: number,
  strings?: StringComparator,
): unknown {
  const simple = !path.includes('.');
  const reached = simple ? [document[path]] : valuesAtPath(document, path);
  let best: unknown;
  let first = true;
  for (const value of reached) {
    const candidates = Array.isArray(value) ? (value.length === 0 ? [undefined] : value) : [value];
    for (const candidate of candidates) {
      if (first) {
        best = candidate;
        first = false;
        continue;
      }
      const order = compareValues(candidate, best, strings);
      if (direction > 0 ? order < 0 : order > 0) best = candidate;
    }
  }
  return best;
}

export function sortComparator(spec: SortSpec, strings?: StringComparator): Comparator {
  const fields = Object.entries(spec).map(([path, raw]) => {
    const direction = Number(raw) < 0 ? -1 : 1;
    return { path, direction };
  });
  return (a, b) => {
    for (const { path, direction } of fields) {
      const order = compareValues(
        sortKey(a, path, direction, strings),
        sortKey(b, path, direction, strings),
        strings,
      );
      if (order !== 0) return order * direction;
    }
    return 0;
  };
}

/**
 * The documents at positions [skip, skip+limit) of `documents` sorted by `spec`. With a limit,
 * keeps only the best skip+limit in a bounded heap instead of sorting everything.
 */
export function selectSorted(
  documents: Document[],
  spec: SortSpec,
  skip: number,
  limit: number | undefined,
  strings?: StringComparator,
): Document[] {
  const fields = Object.entries(spec);
  const compare = sortComparator(spec, strings);
  // Precompute keys for the common single-field case.
  if (fields.length === 1) {
    const [path, raw] = fields[0] as [string, unknown];
    const direction = Number(raw) < 0 ? -1 : 1;
    const keyed = documents.map((document, position) => ({
      document,
      key: sortKey(document, path, direction, strings),
      position,
    }));
    const compareKeyed = (a: (typeof keyed)[number], b: (typeof keyed)[number]): number =>
      compareValues(a.key, b.key, strings) * direction || a.position - b.position;
    return topK(keyed, compareKeyed, skip, limit).map((entry) => entry.document);
  }
  const positioned = documents.map((document, position) => ({ document, position }));
  return topK(
    positioned,
    (a, b) => compare(a.document, b.document) || a.position - b.position,
    skip,
    limit,
  ).map((entry) => entry.document);
}

/** The items at [skip, skip + limit) in `compare` order: a bounded heap when the limit is small. */
export function topK<T>(
  items: T[],
  compare: (a: T, b: T) => number,
  skip: number,
  limit: number | undefined,
): T[] {
  if (limit === undefined || skip + limit >= items.length / 4) {
    const sorted = items.slice().sort(compare);
    return sorted.slice(skip, limit === undefined ? undefined : skip + limit);
  }
  const k = skip + limit;
  // Max-heap of the k best items (worst on top).
  const heap: T[] = [];
  const siftUp = (start: number): void => {
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i] as T, heap[parent] as T) <= 0) break;
      [heap[i], heap[parent]] = [heap[parent] as T, heap[i] as T];
      i = parent;
    }
  };
  const siftDown = (): void => {
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < heap.length && compare(heap[left] as T, heap[largest] as T) > 0) largest = left;
      if (right < heap.length && compare(heap[right] as T, heap[largest] as T) > 0) largest = right;
      if (largest === i) return;
      [heap[i], heap[largest]] = [heap[largest] as T, heap[i] as T];
      i = largest;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      siftUp(heap.length - 1);
    } else if (compare(item, heap[0] as T) < 0) {
      heap[0] = item;
      siftDown();
    }
  }
  return heap.sort(compare).slice(skip);
}
