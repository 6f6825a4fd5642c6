export { NavLink } from './NavLink';
export type { NavLinkProps, NavLinkOwnProps } from './NavLink';
