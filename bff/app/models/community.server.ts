import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

/** A community board (docs/product/data-model.md#community): members are listed in users_id. */
const communitySchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    description: { type: String, default: '' },
    member_count: { type: Number, default: 0, min: 0 },
    users_id: { type: [Schema.Types.ObjectId], ref: 'User', default: [] },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'community', toJSON: jsonOutput() },
);
communitySchema.index({ name: 1 }, { unique: true });
communitySchema.index({ created_at: -1 });

/** A post on a community board (docs/product/data-model.md#community_posts). */
const communityPostSchema = new Schema(
  {
    community_id: { type: Schema.Types.ObjectId, ref: 'Community', required: true },
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    content: { type: String, required: true },
    likes: { type: Number, default: 0, min: 0 },
    dislikes: { type: Number, default: 0, min: 0 },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'community_posts', toJSON: jsonOutput() },
);
communityPostSchema.index({ community_id: 1, created_at: -1 });

export type CommunityFields = InferSchemaType<typeof communitySchema>;
export type CommunityPostFields = InferSchemaType<typeof communityPostSchema>;

const compileCommunity = () => mongoose.model('Community', communitySchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const Community =
  (mongoose.models.Community as ReturnType<typeof compileCommunity> | undefined) ??
  compileCommunity();
const compileCommunityPost = () => mongoose.model('CommunityPost', communityPostSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const CommunityPost =
  (mongoose.models.CommunityPost as ReturnType<typeof compileCommunityPost> | undefined) ??
  compileCommunityPost();
