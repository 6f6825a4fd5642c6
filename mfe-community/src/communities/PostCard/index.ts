export { PostCard, PostCardSkeleton } from './PostCard';
export type { PostCardProps } from './PostCard';
