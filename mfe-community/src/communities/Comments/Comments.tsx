import { COMMUNITY_LIMITS, COMMUNITY_TEXTS } from '@rozgar/contracts/communities';
import {
  Button,
  QueryState,
  Skeleton,
  TextField,
  useNow,
  VisuallyHidden,
  type SessionStatus,
} from '@rozgar/design-system';
import { formatDate, formatTimeAgo } from '@rozgar/design-system/format';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { postCommentsQuery } from '../../data/queries';
import type { Comment } from '../communitiesApi';
import { LinkifiedText } from '../LinkifiedText';
import { commentBlockedReason } from '../postingRules';
import { useCommentActions } from '../useBoardActions';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.sm};
  time {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  > :first-child {
    flex: 1 1 200px;
  }
`;

const Note = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[3]};
`;

export interface CommentsProps {
  communityId: string;
  postId: string;
  /** The signed-in user's id: their comments say "You" and can be deleted. */
  viewerId: string | undefined;
  session: SessionStatus;
  /** Whether the viewer has joined the post's community (only members comment). */
  isMember: boolean;
}

/**
 * A post's comments, oldest first, each with its author (or "You") and time; the author deletes
 * their own; a member adds one (a blank comment is not sent).
 */
export function Comments({ communityId, postId, viewerId, session, isMember }: CommentsProps) {
  const comments = useQuery(postCommentsQuery(postId));
  const now = useNow(); // "12 minutes ago" moves on while the page stays open
  const { add, remove } = useCommentActions(communityId, postId);
  const [text, setText] = useState('');
  const reasonId = useId();
  const headingId = useId();
  const reason = commentBlockedReason(session, isMember, text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason || add.isPending) return;
    add.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  return (
    <Section aria-labelledby={headingId}>
      <VisuallyHidden as="h3" id={headingId}>
        Comments
      </VisuallyHidden>
      <QueryState
        query={comments}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading comments">
            <Skeleton height={64} />
          </div>
        }
        errorFallback="Failed to load comments"
        isEmpty={(list) => list.length === 0}
        empty={<Note>No comments yet.</Note>}
      >
        {(list: Comment[]) => (
          <List>
            {list.map((comment) => {
              const mine = viewerId !== undefined && comment.author_id === viewerId;
              return (
                <Item key={comment.id}>
                  <Meta>
                    <strong>{mine ? COMMUNITY_TEXTS.you : comment.author_name}</strong>
                    <time dateTime={comment.created_at} title={formatDate(comment.created_at)}>
                      {formatTimeAgo(comment.created_at, new Date(now))}
                    </time>
                    {mine && (
                      <Button
                        variant="ghost"
                        size="sm"
                        loading={remove.isPending && remove.variables === comment.id}
                        aria-label="Delete your comment"
                        onClick={() => remove.mutate(comment.id)}
                      >
                        Delete
                      </Button>
                    )}
                  </Meta>
                  <LinkifiedText text={comment.content} />
                </Item>
              );
            })}
          </List>
        )}
      </QueryState>
      <Form aria-label="New comment" onSubmit={submit}>
        <TextField
          label="Add a comment"
          value={text}
          maxLength={COMMUNITY_LIMITS.comment}
          onChange={(event) => setText(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          aria-disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
          loading={add.isPending}
        >
          Comment
        </Button>
        {reason && <Note id={reasonId}>{reason}</Note>}
      </Form>
    </Section>
  );
}
