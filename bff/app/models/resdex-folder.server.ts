import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

/**
 * A recruiter's Resdex folder (docs/product/recruiter-tools-and-workspace.md#resdex-folders): a
 * named list of candidates. `account_id` is the recruiter's account (its admin's id, shared by
 * every sub-user, ADR 026) and `created_by` the member who made it; `name_key` is the name in lower
 * case, unique per account.
 */
const resdexFolderSchema = new Schema(
  {
    account_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    name: { type: String, required: true, trim: true },
    name_key: { type: String, required: true },
    created_by: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
    /** The folder's last change: created, renamed, a candidate added, removed or annotated. */
    updated_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'resdex_folders', toJSON: jsonOutput() },
);
resdexFolderSchema.index({ account_id: 1, name_key: 1 }, { unique: true });
resdexFolderSchema.index({ account_id: 1, updated_at: -1 });

/** A candidate in a folder, with the recruiter's note; one row per folder and candidate. */
const resdexFolderCandidateSchema = new Schema(
  {
    folder_id: { type: Schema.Types.ObjectId, ref: 'ResdexFolder', required: true },
    account_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    note: { type: String, default: null },
    added_by: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    added_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'resdex_folder_candidates', toJSON: jsonOutput() },
);
resdexFolderCandidateSchema.index({ folder_id: 1, user_id: 1 }, { unique: true });
resdexFolderCandidateSchema.index({ folder_id: 1, added_at: -1 });

export type ResdexFolderFields = InferSchemaType<typeof resdexFolderSchema>;
export type ResdexFolderCandidateFields = InferSchemaType<typeof resdexFolderCandidateSchema>;

const compileFolder = () => mongoose.model('ResdexFolder', resdexFolderSchema);
const compileEntry = () => mongoose.model('ResdexFolderCandidate', resdexFolderCandidateSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const ResdexFolder =
  (mongoose.models.ResdexFolder as ReturnType<typeof compileFolder> | undefined) ?? compileFolder();
export const ResdexFolderCandidate =
  (mongoose.models.ResdexFolderCandidate as ReturnType<typeof compileEntry> | undefined) ??
  compileEntry();
