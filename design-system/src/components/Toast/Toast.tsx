import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { ToastContext, type ToastApi, type ToastOptions, type ToastTone } from './toastContext';

export type { ToastApi, ToastOptions, ToastTone } from './toastContext';

interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'tone' | 'duration'>> {
  id: string;
  description?: ReactNode;
  kind?: string;
}

/** An older toast gives way to a newer one of the same kind, or to the very same message. */
function replacedBy(older: ToastItem, newer: ToastItem): boolean {
  if (newer.kind !== undefined && older.kind === newer.kind) return true;
  return (
    typeof newer.title === 'string' && older.title === newer.title && older.tone === newer.tone
  );
}

const DEFAULT_DURATION: Record<ToastTone, number> = { success: 5000, info: 5000, error: 8000 };

const Viewport = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  left: ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  pointer-events: none;
  ${({ theme }) => theme.media.sm} {
    left: auto;
    width: 380px;
  }
  /* A modal dialog's actions sit at its bottom (the job modal's "View full details"): while one is
     open, toasts show at the top instead of covering them. */
  body:has([aria-modal='true']) & {
    top: ${({ theme }) => theme.space[4]};
    bottom: auto;
  }
`;

const Region = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  &:not(:empty) + &:not(:empty) {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: translateY(0); }
`;

const accent: Record<ToastTone, 'success' | 'danger' | 'info'> = {
  success: 'success',
  error: 'danger',
  info: 'info',
};

const Item = styled.div<{ $tone: ToastTone }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme, $tone }) => theme.color[accent[$tone]]};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${slideIn} ${({ theme }) => theme.motion.normal};
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const CloseButton = styled.button`
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.text};
  }
`;

function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: (id: string) => void }) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (item.duration <= 0 || paused) return undefined;
    const timer = setTimeout(() => onDismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, paused, onDismiss]);

  return (
    <Item
      $tone={item.tone}
      data-tone={item.tone}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Content>
        <Title>{item.title}</Title>
        {item.description ? <Description>{item.description}</Description> : null}
      </Content>
      <CloseButton
        type="button"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(item.id)}
      >
        <span aria-hidden="true">×</span>
      </CloseButton>
    </Item>
  );
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Most toasts shown at once; older ones close first (default 3). */
  limit?: number;
}

/**
 * Hosts the portal's notifications (the replacement for `alert()`). Successes and information go
 * to a polite `role="status"` region, errors to a `role="alert"` region. Toasts close by
 * themselves (paused while hovered or focused) or with their close button; a newer toast of the
 * same kind replaces the older one, and at most `limit` are on screen.
 */
export function ToastProvider({ children, limit = 3 }: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const toast = useCallback(
    ({ title, description, tone = 'info', duration, kind }: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      const item: ToastItem = {
        id,
        title,
        description,
        tone,
        duration: duration ?? DEFAULT_DURATION[tone],
        kind,
      };
      setItems((current) =>
        [...current.filter((older) => !replacedBy(older, item)), item].slice(-limit),
      );
      return id;
    },
    [limit],
  );

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  const polite = items.filter((item) => item.tone !== 'error');
  const assertive = items.filter((item) => item.tone === 'error');

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Viewport data-toast-viewport="">
        <Region role="status" aria-live="polite" aria-atomic="false">
          {polite.map((item) => (
            <ToastCard key={item.id} item={item} onDismiss={dismiss} />
          ))}
        </Region>
        <Region role="alert" aria-live="assertive" aria-atomic="false">
          {assertive.map((item) => (
            <ToastCard key={item.id} item={item} onDismiss={dismiss} />
          ))}
        </Region>
      </Viewport>
    </ToastContext.Provider>
  );
}
