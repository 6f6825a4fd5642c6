import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

export interface TopNavProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The logo, usually `<Logo as={Link} to="/" />`. */
  logo: ReactNode;
  /** Main section links (left of the bar on wide screens). */
  left?: ReactNode;
  /** Account area: login/signup, menus, logout (right of the bar on wide screens). */
  right?: ReactNode;
  /**
   * Always in sight, never folded behind the small-screen toggle (the notification bell): right
   * of the toggle on phones, after the right slot on wide screens (last in the tab order).
   */
  actions?: ReactNode;
  /** Accessible name of the `<nav>` landmark (default "Main"). */
  navLabel?: string;
  /** Label of the small-screen toggle (default "Menu"). */
  menuLabel?: string;
  /** Anything that changes when the user navigates (e.g. the path): closes the small-screen menu. */
  closeMenuKey?: unknown;
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 1200px;
  margin: 0 auto;
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
`;

const LogoSlot = styled.div`
  display: flex;
  align-items: center;
  /* Phones: the toggle's auto margin spaces it; the logo, Menu and the actions fit 320 px. */
  ${({ theme }) => theme.media.md} {
    margin-right: ${({ theme }) => theme.space[4]};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  /* Phones: on the bar's first line, right of the toggle, above the open menu. */
  order: 1;
  margin-left: -${({ theme }) => theme.space[1]};
  ${({ theme }) => theme.media.md} {
    order: 0;
    margin-left: 0;
  }
`;

const Toggle = styled.button`
  margin-left: auto;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Slots = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  order: 2;
  flex-basis: 100%;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} 0`};
  ${({ theme }) => theme.media.md} {
    display: flex;
    flex: 1;
    flex-basis: auto;
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: 0;
    order: 0;
  }
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[1]};
  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
  }
`;

/**
 * The portal's header bar: a `<header>` landmark holding a labelled `<nav>` with a logo slot and
 * left/right slots. Below the `md` breakpoint the slots fold behind a "Menu" toggle.
 * The shell composes the logged-out, Job Seeker and Recruiter variants from `NavLink`,
 * `NavMenu`, `Button` and `Logo`; no variant logic lives here. The open small-screen menu closes
 * on Escape (focus back on the toggle) and when focus leaves the header.
 */
export function TopNav({
  logo,
  left,
  right,
  actions,
  navLabel = 'Main',
  menuLabel = 'Menu',
  closeMenuKey,
  onKeyDown: onKeyDownProp,
  onBlur: onBlurProp,
  ...rest
}: TopNavProps) {
  const [open, setOpen] = useState(false);
  const slotsId = useId();

  // Navigating (a new key) closes the small-screen menu: state adjusted during render, no effect.
  const [seenKey, setSeenKey] = useState(closeMenuKey);
  if (seenKey !== closeMenuKey) {
    setSeenKey(closeMenuKey);
    setOpen(false);
  }

  const toggleRef = useRef<HTMLButtonElement>(null);
  // The open small-screen menu closes on Escape (focus back on its toggle; a sub-menu's own
  // Escape comes first) and as soon as Tab takes focus out of the header.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDownProp?.(event);
    if (!open || event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    onBlurProp?.(event);
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <Header {...rest} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Bar aria-label={navLabel}>
        <LogoSlot>{logo}</LogoSlot>
        <Toggle
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={slotsId}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          {menuLabel}
        </Toggle>
        <Slots id={slotsId} $open={open} data-open={open ? '' : undefined}>
          <Group>{left}</Group>
          <Group>{right}</Group>
        </Slots>
        {actions ? <Actions>{actions}</Actions> : null}
      </Bar>
    </Header>
  );
}
