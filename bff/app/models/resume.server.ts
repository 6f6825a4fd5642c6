import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';

/**
 * A seeker's resume: one per user. The file itself is in GridFS (bucket `resumes`, `file_id`);
 * `text` is what was extracted from it at upload (absent when extraction failed).
 */
const resumeSchema = new Schema(
  {
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    file_id: { type: Schema.Types.ObjectId, required: true },
    filename: { type: String, required: true },
    content_type: { type: String, required: true },
    size: { type: Number, required: true, min: 0 },
    uploaded_at: { type: Date, required: true, default: () => new Date() },
    text: String,
  },
  {
    collection: 'resumes',
    // Clients get ADR 009's Resume: { id, filename, content_type, size, uploaded_at, has_text }.
    toJSON: {
      versionKey: false,
      transform: (_doc, ret: Record<string, unknown>) => ({
        id: String(ret._id),
        filename: ret.filename,
        content_type: ret.content_type,
        size: ret.size,
        uploaded_at: ret.uploaded_at,
        has_text: typeof ret.text === 'string' && ret.text.trim().length > 0,
      }),
    },
  },
);
resumeSchema.index({ user_id: 1 }, { unique: true });
// Resdex's keywords look terms up in the resumes' text through this index first
// (docs/decisions/023-text-search.md); no resume field names its language.
resumeSchema.index(
  { text: 'text' },
  { name: 'resume_text', default_language: 'english', language_override: 'text_search_language' },
);

export type ResumeFields = InferSchemaType<typeof resumeSchema>;
export type ResumeDocument = HydratedDocument<ResumeFields>;

const compileResume = () => mongoose.model('Resume', resumeSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const Resume =
  (mongoose.models.Resume as ReturnType<typeof compileResume> | undefined) ?? compileResume();
