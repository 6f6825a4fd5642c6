import { Button, Card, ProgressRing, Skeleton } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '../Avatar/Avatar';
import { completionView } from '../completion';
import type { ProfileAnswer } from '../profileApi';
import { COMPLETENESS_LABELS } from '../profileForms';

const Board = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: center;
  text-align: center;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Identity = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: center;
`;

const ToneLink = styled(Link)<{ $tone: 'red' | 'yellow' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $tone }) => theme.tone[$tone].border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.tone[$tone].background};
  color: ${({ theme, $tone }) => theme.tone[$tone].foreground};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

const Missing = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** What the board shows: the profile on its way, its load failure's text, or the profile. */
export type ProfileBoardState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: ProfileAnswer };

/**
 * The seeker home's profile board: photo, name, the completion ring from the BFF's count (red at
 * 4 or fewer filled fields, yellow above) and the button to the dashboard.
 */
export function ProfileBoard({
  state,
  fallbackName,
  onRetry,
}: {
  state: ProfileBoardState;
  /** Shown while the profile has no name (the account's name or e-mail). */
  fallbackName: string;
  onRetry: () => void;
}) {
  if (state.status === 'loading') {
    return (
      // As tall as the loaded board (378 px), so the quick links below it stay put (issue 17).
      <Board
        role="status"
        aria-busy="true"
        aria-label="Loading your profile"
        style={{ minHeight: 378 }}
      >
        <Skeleton circle height={72} />
        <Skeleton width="60%" height={20} />
        <Skeleton circle height={96} />
      </Board>
    );
  }
  if (state.status === 'error') {
    return (
      <Board>
        <p role="alert">Error: {state.message}</p>
        <Button type="button" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </Board>
    );
  }
  const { profile, completeness } = state.data;
  const name = profile.full_name || fallbackName;
  const view = completionView(completeness);
  return (
    <Board forwardedAs="section" aria-labelledby="profile-board-heading">
      <Identity>
        <Avatar name={name} src={profile.profile_picture} />
        <h2 id="profile-board-heading">{name}</h2>
        {profile.curr_role ? <p>{profile.curr_role}</p> : null}
      </Identity>
      <ProgressRing
        value={view.percent}
        tone={view.tone}
        label={`Profile completion: ${completeness.filled} of ${completeness.total} details filled`}
      />
      <ToneLink to="/job-seeker-dashboard" $tone={view.tone} data-tone={view.tone}>
        {view.buttonText}
      </ToneLink>
      {completeness.missing.length > 0 ? (
        <Missing>
          Missing: {completeness.missing.map((field) => COMPLETENESS_LABELS[field]).join(', ')}
        </Missing>
      ) : null}
    </Board>
  );
}
