export { TagList } from './TagList';
export type { TagListProps } from './TagList';
