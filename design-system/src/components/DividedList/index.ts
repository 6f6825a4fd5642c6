export { DividedList } from './DividedList';
export type { DividedListProps } from './DividedList';
