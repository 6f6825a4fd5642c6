import { Faker, base, en, en_IN } from '@faker-js/faker';
import type { Types } from 'mongoose';
import type { SeedDocument } from './generate.server';

/*
 * The community board's seeded activity (docs/product/community-board.md): likes as one
 * `post_likes` record per member and post, comments, and a few recruiters among the members. A
 * post's `likes` and `comment_count` are the numbers of its records. From its own faker seed, so
 * it never shifts when the rest of the data set grows.
 */

const HOUR_MS = 60 * 60 * 1000;
const COMMUNITY_ACTIVITY_SEED = 20_261_212;

/** One seeded member's like of one seeded post, as `post_likes` stores it. */
export interface SeedPostLike {
  _id: Types.ObjectId;
  post_id: Types.ObjectId;
  user_id: Types.ObjectId;
  created_at: Date;
}

/** One seeded comment, as `comments` stores it. */
export interface SeedComment {
  _id: Types.ObjectId;
  post_id: Types.ObjectId;
  community_id: Types.ObjectId;
  user_id: Types.ObjectId;
  content: string;
  created_at: Date;
}

export interface CommunityActivity {
  communities: SeedDocument[];
  communityPosts: SeedDocument[];
  postLikes: SeedPostLike[];
  postComments: SeedComment[];
}

const COMMENT_TEMPLATES = [
  'Thanks for sharing, this is really helpful.',
  'Same experience here. The second round was the toughest.',
  'Could you share which resources you used to prepare?',
  'Following. I am looking for the same thing.',
  'Congratulations! All the best for the new role.',
  'We have openings too — happy to refer anyone interested.',
  'Did they ask about system design at that level?',
  'Great points. I would add: practise explaining your past projects out loud.',
  'Is this open to freshers as well?',
  'Bookmarking this for later.',
];

interface SeedCommunity extends SeedDocument {
  users_id: Types.ObjectId[];
  member_count: number;
  created_at: Date;
}
interface SeedPost extends SeedDocument {
  community_id: Types.ObjectId;
  user_id: Types.ObjectId;
  created_at: Date;
}

export interface CommunityActivityInput {
  communities: SeedDocument[];
  communityPosts: SeedDocument[];
  /** The seeded recruiters, the demo recruiter first: a few join some communities. */
  recruiters: ReadonlyArray<{ _id: Types.ObjectId }>;
}

/**
 * The communities with a few recruiters added to their members, the posts with the counts of
 * their records, and those records: each post gets none to a few dozen likes and none to five
 * comments, from members other than its author (a comment may be the author's reply), dated
 * between the post and now.
 */
export function generateCommunityActivity(
  input: CommunityActivityInput,
  referenceDate: Date,
  seedId: (kind: string, key: string | number) => Types.ObjectId,
): CommunityActivity {
  const faker = new Faker({ locale: [en_IN, en, base], seed: COMMUNITY_ACTIVITY_SEED });
  const now = referenceDate.getTime();
  const communities = (input.communities as SeedCommunity[]).map((community, i) => {
    // the demo recruiter in every third community, one other recruiter in some more
    const joining = [
      ...(i % 3 === 0 && input.recruiters[0] ? [input.recruiters[0]._id] : []),
      ...faker.helpers
        .arrayElements(input.recruiters.slice(1), { min: 0, max: 2 })
        .map((r) => r._id),
    ];
    const members = [...community.users_id, ...joining];
    return { ...community, users_id: members, member_count: members.length };
  });
  const membersOf = new Map(communities.map((c) => [String(c._id), c.users_id]));

  const postLikes: SeedPostLike[] = [];
  const postComments: SeedComment[] = [];
  const communityPosts = (input.communityPosts as SeedPost[]).map((post) => {
    const members = membersOf.get(String(post.community_id)) ?? [];
    const others = members.filter((member) => !member.equals(post.user_id));
    const ageHours = Math.max(2, Math.floor((now - post.created_at.getTime()) / HOUR_MS));
    const after = () =>
      new Date(
        post.created_at.getTime() + faker.number.int({ min: 1, max: ageHours - 1 }) * HOUR_MS,
      );

    const likeCount = faker.helpers.weightedArrayElement([
      { weight: 3, value: () => faker.number.int({ min: 0, max: 3 }) },
      { weight: 5, value: () => faker.number.int({ min: 4, max: 15 }) },
      { weight: 2, value: () => faker.number.int({ min: 16, max: 40 }) },
    ])();
    const likers = faker.helpers.arrayElements(others, Math.min(likeCount, others.length));
    for (const liker of likers)
      postLikes.push({
        _id: seedId('post_like', `${post._id.toHexString()}:${liker.toHexString()}`),
        post_id: post._id,
        user_id: liker,
        created_at: after(),
      });

    const comments = Array.from({ length: faker.number.int({ min: 0, max: 5 }) }, (_, c) => ({
      _id: seedId('comment', `${post._id.toHexString()}:${c}`),
      post_id: post._id,
      community_id: post.community_id,
      user_id: faker.helpers.arrayElement(
        others.length > 0 && faker.datatype.boolean(0.85) ? others : [post.user_id],
      ),
      content: faker.helpers.arrayElement(COMMENT_TEMPLATES),
      created_at: after(),
    })).sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    postComments.push(...comments);
    return { ...post, likes: likers.length, dislikes: 0, comment_count: comments.length };
  });
  return { communities, communityPosts, postLikes, postComments };
}
