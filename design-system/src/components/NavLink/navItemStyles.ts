/** The shape every navigation item shares (NavLink and NavMenu's trigger). */
export const navItemStyles = `
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 12px;
  border-radius: 8px;
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
`;
