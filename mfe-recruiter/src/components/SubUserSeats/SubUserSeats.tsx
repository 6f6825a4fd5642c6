import { SUB_USER_TEXTS } from '@rozgar/contracts/sub-users';
import styled from 'styled-components';
import type { SubUserSeats as Seats } from '../../subusers/subUsersApi';

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  progress {
    width: 100%;
    max-width: 24rem;
    height: 0.75rem;
  }
`;

const Used = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Left = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface SubUserSeatsProps {
  seats: Seats;
  /** The ids the bar and the line are named by (one per page). */
  id?: string;
}

/**
 * The plan's sub-user seats (docs/product/recruiter-tools-and-workspace.md#sub-users): "{used} of
 * {total} seats used" over a bar, then how many are left. Members and pending invitations each
 * take a seat.
 */
export function SubUserSeats({ seats, id = 'sub-user-seats' }: SubUserSeatsProps) {
  return (
    <Summary>
      <Used id={id}>{SUB_USER_TEXTS.seats(seats.used, seats.total)}</Used>
      <progress
        value={Math.min(seats.used, seats.total)}
        max={Math.max(seats.total, 1)}
        aria-labelledby={id}
      />
      <Left>{SUB_USER_TEXTS.seatsLeft(seats.left)}</Left>
    </Summary>
  );
}
