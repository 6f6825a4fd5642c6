export { NavMenu } from './NavMenu';
export type { NavMenuProps, NavMenuItem } from './NavMenu';
