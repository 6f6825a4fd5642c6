export { PostComposer } from './PostComposer';
export type { PostComposerProps } from './PostComposer';
