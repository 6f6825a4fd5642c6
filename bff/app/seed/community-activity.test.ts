import mongoose, { type Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../server/database';
import { startTestDatabase, type TestDatabase } from '../../test/support/database';
import { Community, CommunityPost, PostComment, PostLike } from '../models/community.server';
import { User } from '../models/user.server';
import { listPosts } from '../services/community-posts.server';
import { generateSeedData, type SeedData } from './generate.server';
import { insertCommunityActivity } from './seed.server';

// The board's seeded activity (docs/product/community-board.md): every post's likes and comment
// count are its records, a like is one per member and post, never the author's, and inserting it
// is idempotent and puts the counts right after a partial loss.

const reference = new Date('2026-11-24T12:00:00.000Z');
let data: SeedData;
let database: TestDatabase;

beforeAll(async () => {
  data = generateSeedData(reference);
  database = await startTestDatabase();
  await connectDatabase(database.uri);
}, 120_000);

afterAll(async () => {
  await mongoose.disconnect();
  await database?.stop();
});

const key = (id: unknown) => String(id);

describe('the generated community activity', () => {
  it('backs every post’s counts with records by members other than its author', () => {
    const communities = new Map(data.communities.map((c) => [key(c._id), c]));
    const roles = new Map(data.users.map((user) => [key(user._id), user.role]));
    const pairs = new Set<string>();
    for (const post of data.communityPosts) {
      const members = new Set(
        (communities.get(key(post.community_id))!.users_id as Types.ObjectId[]).map(key),
      );
      const likes = data.postLikes.filter((like) => key(like.post_id) === key(post._id));
      const comments = data.postComments.filter((c) => key(c.post_id) === key(post._id));
      expect(post.likes).toBe(likes.length);
      expect(post.comment_count).toBe(comments.length);
      expect(post.dislikes).toBe(0);
      const created = (post.created_at as Date).getTime();
      for (const like of likes) {
        expect(members).toContain(key(like.user_id));
        expect(key(like.user_id)).not.toBe(key(post.user_id));
        pairs.add(`${key(like.post_id)}:${key(like.user_id)}`);
      }
      for (const row of [...likes, ...comments]) {
        expect(row.created_at.getTime()).toBeGreaterThan(created);
        expect(row.created_at.getTime()).toBeLessThan(reference.getTime());
      }
      for (const comment of comments) expect(members).toContain(key(comment.user_id));
      const times = comments.map((c) => c.created_at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    expect(pairs.size).toBe(data.postLikes.length);
    // varied: posts without likes, with a few and with many; comments on many posts
    const counts = data.communityPosts.map((post) => post.likes as number);
    expect(counts).toContain(0);
    expect(Math.max(...counts)).toBeGreaterThan(15);
    expect(data.postComments.length).toBeGreaterThan(data.communityPosts.length);
    // members counted once each, recruiters among them
    for (const community of data.communities) {
      const members = (community.users_id as Types.ObjectId[]).map(key);
      expect(community.member_count).toBe(members.length);
      expect(new Set(members).size).toBe(members.length);
    }
    const allMembers = data.communities.flatMap((c) => (c.users_id as Types.ObjectId[]).map(key));
    expect(allMembers.some((member) => roles.get(member) === 'Recruiter')).toBe(true);
  });
});

describe('insertCommunityActivity', () => {
  const community = () => data.communities[0]!;
  const subset = () => {
    const posts = data.communityPosts.filter(
      (post) => key(post.community_id) === key(community()._id),
    );
    const ids = new Set(posts.map((post) => key(post._id)));
    return {
      communities: [community()],
      communityPosts: posts,
      postLikes: data.postLikes.filter((like) => ids.has(key(like.post_id))),
      postComments: data.postComments.filter((comment) => ids.has(key(comment.post_id))),
    };
  };

  /** Every stored post whose counts are not the numbers of its records. */
  async function countsWithoutRecords() {
    const posts = await CommunityPost.find({}).lean();
    const wrong = [];
    for (const post of posts) {
      const likes = await PostLike.countDocuments({ post_id: post._id });
      const comments = await PostComment.countDocuments({ post_id: post._id });
      if (post.likes !== likes || post.comment_count !== comments)
        wrong.push({ id: key(post._id), likes: post.likes, records: likes, comments });
    }
    return wrong;
  }

  it('stores the records of users who exist, the posts with their counts, once', async () => {
    const rows = subset();
    const memberIds = new Set((community().users_id as Types.ObjectId[]).map(key));
    const liker = rows.postLikes[0]!.user_id;
    // one seeded member's address belongs to nobody here: their likes and comments are left out
    const absent = rows.postLikes.at(-1)!.user_id;
    const users = data.users.filter(
      (user) => memberIds.has(key(user._id)) && key(user._id) !== key(absent),
    );
    await User.insertMany(
      users.map(({ password: _password, ...user }) => ({ ...user, password_hash: 'x' })),
    );

    const first = await insertCommunityActivity(rows);
    expect(first.community).toBe(1);
    expect(first.community_posts).toBe(rows.communityPosts.length);
    const expectedLikes = rows.postLikes.filter((like) => key(like.user_id) !== key(absent));
    expect(first.post_likes).toBe(expectedLikes.length);
    expect(await PostLike.countDocuments({ user_id: absent })).toBe(0);
    expect(await countsWithoutRecords()).toEqual([]);
    expect((await Community.findById(community()._id).lean())!.member_count).toBe(
      (community().users_id as Types.ObjectId[]).length,
    );

    const again = await insertCommunityActivity(rows);
    expect(again).toEqual({ community: 0, community_posts: 0, post_likes: 0, comments: 0 });

    // the seeded liker sees their like through the API's service
    const likedPost = key(rows.postLikes[0]!.post_id);
    const page = await listPosts(key(community()._id), { limit: 50 }, key(liker));
    expect(page.posts.find((post) => post.id === likedPost)?.liked_by_me).toBe(true);
  });

  it('puts the counts right after a partial loss or random counts', async () => {
    const rows = subset();
    await CommunityPost.updateMany({}, { $set: { likes: 120, comment_count: 9 } });
    await PostLike.deleteMany({ post_id: rows.communityPosts[0]!._id });
    await CommunityPost.deleteOne({ _id: rows.communityPosts[1]!._id });
    const report = await insertCommunityActivity(rows);
    expect(report.community_posts).toBe(1);
    expect(report.post_likes).toBeGreaterThan(0);
    expect(report.post_likes).toBe(
      await PostLike.countDocuments({ post_id: rows.communityPosts[0]!._id }),
    );
    expect(await countsWithoutRecords()).toEqual([]);
  });
});
