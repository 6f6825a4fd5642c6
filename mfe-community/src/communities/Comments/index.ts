export { Comments, commentBlockedReason } from './Comments';
export type { CommentsProps } from './Comments';
