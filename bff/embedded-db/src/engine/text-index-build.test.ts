import { describe, expect, it, vi } from 'vitest';
import { Collection } from './collection.js';
import { TextIndex } from './text-index.js';

const ids = (collection: Collection, search: string) =>
  collection
    .find({ filter: { $text: { $search: search } } })
    .map((job) => job._id)
    .sort();

// A text index reads its documents' terms when first used, not when it is created or restored
// (docs/decisions/016-bff-runs-built-javascript.md, "Cold start").
describe('a text index built on first use', () => {
  it('is not built by createIndex, and answers as if it had been, whatever was written since', () => {
    const collection = new Collection('test', 'jobs');
    collection.insert({ _id: 1, title: 'Java Developer' });
    collection.insert({ _id: 2, title: 'React Developer' });
    collection.insert({ _id: 3, title: 'Data Engineer' });
    const scoring = vi.spyOn(TextIndex.prototype, 'scoresOf');
    collection.createIndex({ key: { title: 'text' }, name: 'title_text' });
    collection.insert({ _id: 4, title: 'Java Architect' });
    collection.replace(collection.getById(2)!, { _id: 2, title: 'Java and React Developer' });
    collection.delete(collection.getById(1)!);
    expect(scoring).not.toHaveBeenCalled();

    expect(ids(collection, 'java')).toEqual([2, 4]);
    expect(scoring).toHaveBeenCalledTimes(3); // once per document there is
    expect(ids(collection, 'engineer')).toEqual([3]);
    expect(scoring).toHaveBeenCalledTimes(3);
    // Built, it follows every write again.
    collection.delete(collection.getById(4)!);
    expect(ids(collection, 'java')).toEqual([2]);
    scoring.mockRestore();
  });

  it('still refuses, when created, a document whose language it does not support', () => {
    const collection = new Collection('test', 'posts');
    collection.insert({ _id: 1, body: 'hola', language: 'klingon' });
    expect(() => collection.createIndex({ key: { body: 'text' } })).toThrow(
      /language override unsupported: klingon/,
    );
  });

  it('is built by build(), once', () => {
    const collection = new Collection('test', 'jobs');
    collection.insert({ _id: 1, title: 'Java Developer' });
    collection.createIndex({ key: { title: 'text' } });
    const scoring = vi.spyOn(TextIndex.prototype, 'scoresOf');
    collection.textIndex!.build();
    collection.textIndex!.build();
    expect(scoring).toHaveBeenCalledTimes(1);
    expect([...collection.textIndex!.postings.keys()]).toEqual(['java', 'develop']);
    scoring.mockRestore();
  });
});
