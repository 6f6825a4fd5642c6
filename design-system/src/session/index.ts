export { useSession } from './useSession';
export type { SessionState, SessionStatus, SessionUser, UserRole } from './useSession';
export { useKnownSession } from './useKnownSession';
