export { PostComposer, postBlockedReason } from './PostComposer';
export type { PostComposerProps } from './PostComposer';
