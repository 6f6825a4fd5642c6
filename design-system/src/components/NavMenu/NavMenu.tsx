import {
  useEffect,
  useId,
  useRef,
  useState,
  type ElementType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { navItemStyles } from '../NavLink/navItemStyles';

export interface NavMenuItem {
  label: ReactNode;
  /**
   * Target path; given to `linkAs` as both `to` and `href`, to a plain `<a>` as `href`.
   * Without it the item is a placeholder with no target yet
   * (docs/product/navigation-and-layout.md#recruiter): shown disabled with the menu's
   * `unavailableText`, and skipped by the arrow keys.
   */
  href?: string;
  /** Marks the item as the current page (`aria-current="page"`). */
  active?: boolean;
  /** Stable key when labels are not strings. */
  key?: string;
}

export interface NavMenuProps {
  /** Text (or icon + text) of the menu button. */
  label: ReactNode;
  items: ReadonlyArray<NavMenuItem>;
  /** Link component for the items, e.g. react-router's `Link` (default `<a>`). */
  linkAs?: ElementType;
  /** The current section is inside this menu: highlighted, and `aria-current="true"` on the button. */
  active?: boolean;
  /** Which edge of the button the panel lines up with (default start). */
  align?: 'start' | 'end';
  /** Note shown next to items without `href` (default "Coming soon"). */
  unavailableText?: string;
  className?: string;
}

const Root = styled.div`
  position: relative;
  display: inline-flex;
  flex-direction: column;
`;

const Trigger = styled.button<{ $active: boolean }>`
  ${navItemStyles}
  border: none;
  background: ${({ theme, $active }) => ($active ? theme.color.primarySoft : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.text)};
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.semibold : theme.font.weight.medium)};
  font-size: inherit;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-block;
  font-size: 0.7em;
  transition: transform ${({ theme }) => theme.motion.fast};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

const Panel = styled.ul<{ $align: 'start' | 'end' }>`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  min-width: 220px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  ${({ theme }) => theme.media.md} {
    position: absolute;
    top: calc(100% + 4px);
    ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
    z-index: ${({ theme }) => theme.zIndex.menu};
  }
`;

const ItemLink = styled.a<{ $active: boolean }>`
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.text)};
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.semibold : theme.font.weight.regular)};
  text-decoration: none;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

const Unavailable = styled.span`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.color.textMuted};
  cursor: not-allowed;
  small {
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

/**
 * A navigation disclosure: a button that opens a list of links.
 * Keyboard: Enter, Space or ArrowDown open it on the first link, ArrowUp on the last;
 * ArrowUp/ArrowDown/Home/End move between links; Escape closes it and returns focus to the
 * button; Tab moves on and closes it. A click outside closes it too.
 */
export function NavMenu({
  label,
  items,
  linkAs,
  active = false,
  align = 'start',
  unavailableText = 'Coming soon',
  className,
}: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const panelId = useId();

  const links = () =>
    Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[data-nav-menu-item]') ?? []);

  const focusItem = (which: 'first' | 'last' | number) => {
    const all = links();
    if (all.length === 0) return;
    const index =
      which === 'first' ? 0 : which === 'last' ? all.length - 1 : (which + all.length) % all.length;
    all[index]?.focus();
  };

  // After opening from the keyboard, move focus into the freshly rendered list.
  useEffect(() => {
    if (open && pendingFocus.current) {
      focusItem(pendingFocus.current);
      pendingFocus.current = null;
    }
  });

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutside = (event: PointerEvent | MouseEvent) => {
      if (
        rootRef.current &&
        event.target instanceof Node &&
        !rootRef.current.contains(event.target)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const openWithFocus = (which: 'first' | 'last') => {
    pendingFocus.current = which;
    if (open) {
      focusItem(which);
      pendingFocus.current = null;
    } else {
      setOpen(true);
    }
  };

  const closeAndReturnFocus = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    switch (event.key) {
      case 'Enter':
      case ' ':
      case 'ArrowDown':
        event.preventDefault();
        openWithFocus('first');
        break;
      case 'ArrowUp':
        event.preventDefault();
        openWithFocus('last');
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        break;
      default:
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem('first');
        break;
      case 'End':
        event.preventDefault();
        focusItem('last');
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeAndReturnFocus();
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  const LinkComponent: ElementType = linkAs ?? 'a';

  return (
    <Root ref={rootRef} className={className}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={active ? 'true' : undefined}
        $active={active}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <Chevron aria-hidden="true" $open={open}>
          ▼
        </Chevron>
      </Trigger>
      {open ? (
        <Panel ref={panelRef} id={panelId} $align={align} onKeyDown={onPanelKeyDown}>
          {items.map((item, index) => (
            <li key={item.key ?? item.href ?? `unavailable-${index}`}>
              {item.href === undefined ? (
                <Unavailable aria-disabled="true">
                  {item.label}
                  <small>{unavailableText}</small>
                </Unavailable>
              ) : (
                <ItemLink
                  as={LinkComponent}
                  {...(linkAs ? { to: item.href } : {})}
                  href={item.href}
                  data-nav-menu-item=""
                  aria-current={item.active ? 'page' : undefined}
                  $active={Boolean(item.active)}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </ItemLink>
              )}
            </li>
          ))}
        </Panel>
      ) : null}
    </Root>
  );
}
