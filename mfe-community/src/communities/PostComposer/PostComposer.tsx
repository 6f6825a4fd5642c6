import { COMMUNITY_LIMITS } from '@rozgar/contracts/communities';
import { Button, Card, TextArea, type SessionStatus } from '@rozgar/design-system';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Community } from '../communitiesApi';
import { postBlockedReason } from '../postingRules';
import { useCreatePost } from '../useBoardActions';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const counter = new Intl.NumberFormat('en-IN');

export interface PostComposerProps {
  community: Community | undefined;
  session: SessionStatus;
}

/**
 * The post box: at most 5 000 characters with a counter; the Post button stays reachable but
 * disabled, saying why, while there is nothing to post, no community, no login or no membership.
 * A sent post goes to the top of the list (the box empties); a failure keeps the text.
 */
export function PostComposer({ community, session }: PostComposerProps) {
  const [text, setText] = useState('');
  const reasonId = useId();
  const counterId = useId();
  const createPost = useCreatePost(community?.id ?? '');
  const reason = postBlockedReason(community, session, text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason || createPost.isPending) return;
    createPost.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  return (
    <Card as="form" aria-label="New post" onSubmit={submit}>
      <TextArea
        label="Write a post"
        value={text}
        maxLength={COMMUNITY_LIMITS.post}
        rows={3}
        placeholder={community ? `Share something with ${community.name}` : undefined}
        aria-describedby={counterId}
        onChange={(event) => setText(event.target.value)}
      />
      <Footer>
        <Note id={counterId}>
          {counter.format(text.length)} / {counter.format(COMMUNITY_LIMITS.post)} characters
        </Note>
        <div>{reason && <Note id={reasonId}>{reason}</Note>}</div>
        <Button
          type="submit"
          aria-disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
          loading={createPost.isPending}
        >
          Post
        </Button>
      </Footer>
    </Card>
  );
}
