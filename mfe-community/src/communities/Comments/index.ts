export { Comments } from './Comments';
export type { CommentsProps } from './Comments';
