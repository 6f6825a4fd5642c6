import type { Comment, Community, Post } from '../communities/communitiesApi';

/*
 * The community board's sample data (docs/product/community-and-reviews.md, "Community board"),
 * typed by the contracts' payloads: the same for the stories and the tests.
 */

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Who reads the board in the samples (a job seeker who joined Bengaluru Frontend Developers). */
export const boardViewer = {
  id: '6650f1a2c3d4e5f605550001',
  email: 'asha@example.com',
  role: 'Job Seeker',
  name: 'Asha Rao',
} as const;

const ravi = { author_id: '6650f1a2c3d4e5f605550002', author_name: 'Ravi Kumar' } as const;
const meera = { author_id: '6650f1a2c3d4e5f605550003', author_name: 'Meera Iyer' } as const;
const asha = { author_id: boardViewer.id, author_name: boardViewer.name } as const;

export const FRONTEND = '6650f1a2c3d4e5f601111001';
export const DATA = '6650f1a2c3d4e5f601111002';

/** The communities, newest first, with who has joined each. */
export const boardCommunities: Array<Community & { members: string[] }> = [
  {
    id: DATA,
    name: 'Pune Data & Analytics',
    description: 'SQL, Power BI and careers in analytics across Hinjewadi and Kharadi.',
    member_count: 2,
    created_at: minutesAgo(60 * 24 * 30),
    members: [ravi.author_id, meera.author_id],
  },
  {
    id: FRONTEND,
    name: 'Bengaluru Frontend Developers',
    description: 'React, accessibility and performance: meetups in Koramangala every month.',
    member_count: 3,
    created_at: minutesAgo(60 * 24 * 400),
    members: [ravi.author_id, meera.author_id, boardViewer.id],
  },
];

const post = (
  id: string,
  communityId: string,
  author: { author_id: string; author_name: string },
  content: string,
  minutes: number,
  likes: string[] = [],
  commentCount = 0,
) => ({
  id,
  community_id: communityId,
  ...author,
  author_role: 'Job Seeker' as const,
  content,
  likes: likes.length,
  comment_count: commentCount,
  created_at: minutesAgo(minutes),
  likers: likes,
});

/** Posts as stored, with who liked each; the API sends them without `likers`. */
export const boardPosts: Array<Post & { likers: string[] }> = [
  post(
    '6650f1a2c3d4e5f602222001',
    FRONTEND,
    ravi,
    'Walk-in drive for React developers this Saturday in Whitefield. Details: https://careers.example.in/drive',
    12,
    [meera.author_id, boardViewer.id],
    2,
  ),
  post(
    '6650f1a2c3d4e5f602222002',
    FRONTEND,
    asha,
    'Has anyone taken the accessibility round at a product company? What did they ask?',
    95,
    [ravi.author_id],
    0,
  ),
  post(
    '6650f1a2c3d4e5f602222003',
    FRONTEND,
    meera,
    'Sharing my notes on Core Web Vitals for interviews.\nINP replaced FID this year, read up on it.',
    60 * 26,
  ),
];

/** Comments as stored, oldest first. */
export const boardComments: Comment[] = [
  {
    id: '6650f1a2c3d4e5f603330001',
    post_id: boardPosts[0]!.id,
    ...meera,
    author_role: 'Job Seeker',
    content: 'Is it only for people with 2+ years of experience?',
    created_at: minutesAgo(10),
  },
  {
    id: '6650f1a2c3d4e5f603330002',
    post_id: boardPosts[0]!.id,
    ...asha,
    author_role: 'Job Seeker',
    content: 'Freshers too, they said on the call.',
    created_at: minutesAgo(8),
  },
];
