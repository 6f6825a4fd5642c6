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

/**
 * A post on a community board (docs/product/data-model.md#community_posts). `likes` is the number
 * of its `post_likes` and `comment_count` of its `comments`, each moved with the record it counts
 * (docs/product/community-board.md).
 */
const communityPostSchema = new Schema(
  {
    community_id: { type: Schema.Types.ObjectId, ref: 'Community', required: true },
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    content: { type: String, required: true },
    likes: { type: Number, default: 0, min: 0 },
    comment_count: { type: Number, default: 0, min: 0 },
    dislikes: { type: Number, default: 0, min: 0 },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'community_posts', toJSON: jsonOutput() },
);
communityPostSchema.index({ community_id: 1, created_at: -1, _id: -1 });

/** One user's like of one post (docs/product/data-model.md#post_likes): at most one per user. */
const postLikeSchema = new Schema(
  {
    post_id: { type: Schema.Types.ObjectId, ref: 'CommunityPost', required: true },
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'post_likes', versionKey: false },
);
postLikeSchema.index({ post_id: 1, user_id: 1 }, { unique: true });
postLikeSchema.index({ user_id: 1, post_id: 1 });

/** A comment on a post (docs/product/data-model.md#comments); its community kept for the live events. */
const commentSchema = new Schema(
  {
    post_id: { type: Schema.Types.ObjectId, ref: 'CommunityPost', required: true },
    community_id: { type: Schema.Types.ObjectId, ref: 'Community', required: true },
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    content: { type: String, required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'comments', toJSON: jsonOutput() },
);
commentSchema.index({ post_id: 1, created_at: 1, _id: 1 });

export type CommunityFields = InferSchemaType<typeof communitySchema>;
export type CommunityPostFields = InferSchemaType<typeof communityPostSchema>;
export type PostLikeFields = InferSchemaType<typeof postLikeSchema>;
export type CommentFields = InferSchemaType<typeof commentSchema>;

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
const compilePostLike = () => mongoose.model('PostLike', postLikeSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const PostLike =
  (mongoose.models.PostLike as ReturnType<typeof compilePostLike> | undefined) ?? compilePostLike();
const compileComment = () => mongoose.model('PostComment', commentSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const PostComment =
  (mongoose.models.PostComment as ReturnType<typeof compileComment> | undefined) ??
  compileComment();
