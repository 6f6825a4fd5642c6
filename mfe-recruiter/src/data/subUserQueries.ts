import { queryOptions } from '@tanstack/react-query';
import { fetchSubUsers } from '../subusers/subUsersApi';

/** The account's sub-users' query key (ADR 017): every change on /sub-users invalidates it. */
export const subUserQueryKeys = { subUsers: ['recruiter', 'sub-users'] as const };

/** `GET /api/sub-users`: the /sub-users page and the dashboard's Create Sub-Users panel. */
export const subUsersQuery = () =>
  queryOptions({ queryKey: subUserQueryKeys.subUsers, queryFn: fetchSubUsers });
