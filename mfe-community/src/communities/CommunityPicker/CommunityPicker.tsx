import { Button, Card, Select, Skeleton, type SessionStatus } from '@rozgar/design-system';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Community } from '../communitiesApi';
import { membersText } from '../postingRules';
import { useMembership } from '../useBoardActions';

const Details = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

const About = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Members = styled.p`
  margin-top: ${({ theme }) => theme.space[1]} !important;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface CommunityPickerProps {
  communities: Community[];
  /** The community shown, if any. */
  selected: Community | undefined;
  onSelect: (communityId: string) => void;
  /** Whether someone is logged in: visitors are asked to log in to join. */
  session: SessionStatus;
}

/**
 * The community dropdown (newest first, as the server sends them), the chosen community's
 * description and member count, and Join / Leave for a logged-in user
 * (docs/product/community-and-reviews.md, "Community board").
 */
export function CommunityPicker({
  communities,
  selected,
  onSelect,
  session,
}: CommunityPickerProps) {
  const membersId = useId();
  return (
    <Card as="section" aria-label="Chosen community">
      <Select
        label="Community"
        value={selected?.id ?? ''}
        placeholder={selected ? undefined : 'Select a community'}
        options={communities.map((community) => ({ value: community.id, label: community.name }))}
        onChange={(event) => event.target.value && onSelect(event.target.value)}
      />
      {selected && (
        <Details>
          <About>
            {selected.description && <p>{selected.description}</p>}
            <Members id={membersId}>{membersText(selected.member_count)}</Members>
          </About>
          {session === 'authenticated' ? (
            <MembershipButton community={selected} describedBy={membersId} />
          ) : session === 'anonymous' ? (
            <Link to="/login">Log in to join</Link>
          ) : null}
        </Details>
      )}
    </Card>
  );
}

function MembershipButton({
  community,
  describedBy,
}: {
  community: Community;
  describedBy: string;
}) {
  const membership = useMembership(community.id);
  const member = community.is_member === true;
  return (
    <Button
      variant={member ? 'secondary' : 'primary'}
      loading={membership.isPending}
      aria-describedby={describedBy}
      onClick={() => membership.mutate(!member)}
    >
      {member ? 'Leave' : 'Join'}
    </Button>
  );
}

/** The picker while the communities load: the dropdown and two lines of details. */
export function CommunityPickerSkeleton() {
  return (
    <Card aria-hidden="true">
      <Skeleton width={90} height={18} />
      <Skeleton height={42} style={{ marginTop: 8 }} />
      <Skeleton lines={2} style={{ marginTop: 12 }} />
    </Card>
  );
}
