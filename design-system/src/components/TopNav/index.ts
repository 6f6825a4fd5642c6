export { TopNav } from './TopNav';
export type { TopNavProps } from './TopNav';
