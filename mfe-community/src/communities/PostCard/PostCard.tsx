import { COMMUNITY_TEXTS } from '@rozgar/contracts/communities';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Skeleton,
  useNow,
  useToast,
  type SessionStatus,
} from '@rozgar/design-system';
import { formatDate, formatTimeAgo } from '@rozgar/design-system/format';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Comments } from '../Comments';
import type { Post } from '../communitiesApi';
import { LinkifiedText } from '../LinkifiedText';
import { postPath, sharePermalink } from '../permalink';
import { usePostActions } from '../useBoardActions';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  time,
  a {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-right: ${({ theme }) => theme.space[2]};
`;

const count = new Intl.NumberFormat('en-IN');
const likesText = (likes: number) => `${count.format(likes)} ${likes === 1 ? 'like' : 'likes'}`;
const commentsText = (comments: number) =>
  `${count.format(comments)} ${comments === 1 ? 'comment' : 'comments'}`;

export interface PostCardProps {
  post: Post;
  /** The signed-in user's id: their posts say "You" and can be deleted. */
  viewerId: string | undefined;
  session: SessionStatus;
  /** Whether the viewer has joined the post's community (only members comment). */
  isMember: boolean;
  /** Show the comments from the start (the permalink page). */
  commentsOpen?: boolean;
  /** The heading level of the author's name (2 on the permalink page, 3 in the list). */
  headingLevel?: 2 | 3;
  /** After the author deleted it (the permalink page goes back to the board). */
  onDeleted?: () => void;
}

/**
 * One post (docs/product/community-and-reviews.md, "Community board"): its author (or "You"),
 * how long ago, its text with links, a like toggle with the server's count, its comments, a
 * share button (the permalink) and, for its author, Delete after a confirmation.
 */
export function PostCard({
  post,
  viewerId,
  session,
  isMember,
  commentsOpen = false,
  headingLevel = 3,
  onDeleted,
}: PostCardProps) {
  const { like, remove } = usePostActions(post.community_id, post.id);
  const now = useNow(); // "12 minutes ago" moves on while the page stays open
  const { toast } = useToast();
  const [showComments, setShowComments] = useState(commentsOpen);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const commentsId = useId();
  const mine = viewerId !== undefined && post.author_id === viewerId;
  const author = mine ? COMMUNITY_TEXTS.you : post.author_name;
  const Heading = `h${headingLevel}` as const;
  const liked = post.liked_by_me === true;
  const path = postPath(post.community_id, post.id);

  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    try {
      const outcome = await sharePermalink(url, `${post.author_name} on Rozgar`);
      if (outcome === 'copied') toast({ tone: 'success', title: 'Link copied', description: url });
    } catch {
      toast({ tone: 'error', title: 'Failed to share post', description: url });
    }
  };

  return (
    <Card as="article" aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>{author}</Heading>
        {post.author_role === 'Recruiter' && (
          <Badge tone="blue" size="sm">
            Recruiter
          </Badge>
        )}
        <Link to={path} title={formatDate(post.created_at)}>
          <time dateTime={post.created_at}>{formatTimeAgo(post.created_at, new Date(now))}</time>
        </Link>
      </Header>
      <LinkifiedText text={post.content} />
      <Actions>
        <Button
          variant={liked ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={liked}
          loading={like.isPending}
          onClick={() => like.mutate()}
        >
          {/* A toggle keeps its name; aria-pressed (and the filled look) says it is on. */}
          Like
        </Button>
        <Count>{likesText(post.likes)}</Count>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showComments}
          aria-controls={showComments ? commentsId : undefined}
          onClick={() => setShowComments((open) => !open)}
        >
          {commentsText(post.comment_count)}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void share()}>
          Share
        </Button>
        {mine && (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        )}
      </Actions>
      {showComments && (
        <div id={commentsId}>
          <Comments
            communityId={post.community_id}
            postId={post.id}
            viewerId={viewerId}
            session={session}
            isMember={isMember}
          />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete this post?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, { onSettled: () => setConfirming(false), onSuccess: onDeleted })
        }
      >
        The post and its comments will be removed for everyone.
      </ConfirmDialog>
    </Card>
  );
}

/** A post while the list loads: the author line, three lines of text and the actions row. */
export function PostCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Skeleton width="40%" height={20} />
      <Skeleton lines={3} style={{ marginTop: 12 }} />
      <Skeleton height={32} style={{ marginTop: 16 }} />
    </Card>
  );
}
