import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** How long a day's counts are kept: past the keyword source's 90 days, then swept by its TTL. */
export const SEARCH_TERM_KEPT_DAYS = 100;

/**
 * How often seekers searched a term on one day (docs/product/data-model.md#search_terms, ADR 021):
 * the normalised text of a `/jobs` search and a counter, nothing else — no user, no address, no
 * session. One row per (term, day), raised with an upsert.
 */
const searchTermSchema = new Schema(
  {
    term: { type: String, required: true },
    /** The UTC day, as its midnight. */
    day: { type: Date, required: true },
    count: { type: Number, required: true, min: 1 },
  },
  { collection: 'search_terms', versionKey: false },
);
searchTermSchema.index({ term: 1, day: 1 }, { unique: true });
searchTermSchema.index({ day: 1 }, { expireAfterSeconds: SEARCH_TERM_KEPT_DAYS * 24 * 60 * 60 });

export type SearchTermFields = InferSchemaType<typeof searchTermSchema>;

const compileSearchTerm = () => mongoose.model('SearchTerm', searchTermSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const SearchTerm =
  (mongoose.models.SearchTerm as ReturnType<typeof compileSearchTerm> | undefined) ??
  compileSearchTerm();
