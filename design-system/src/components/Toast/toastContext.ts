import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';

/*
 * The toast API's types, context and hook live apart from <ToastProvider> so that editing the
 * provider's markup hot-reloads in place (a module that exports only components is a React Refresh
 * boundary) and the context object survives the update.
 */

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it closes by itself (default 5000, errors 8000); 0 keeps it until closed. */
  duration?: number;
  /**
   * What the toast is about: a newer toast of the same kind replaces the older one (no "Login
   * Failed" left beside "Login Successful!"). Defaults to the component that called `useToast()`,
   * so each component keeps only its latest outcome on screen.
   */
  kind?: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/**
 * `const { toast } = useToast(); toast({ title: 'Job saved successfully!', tone: 'success' })`.
 * Toasts from one caller share a kind (unless `kind` says otherwise), so its newest replaces its last.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  const caller = useId();
  const bound = useMemo<ToastApi | null>(
    () =>
      api && {
        toast: (options) => api.toast({ kind: `caller${caller}`, ...options }),
        dismiss: api.dismiss,
      },
    [api, caller],
  );
  if (!bound) throw new Error('useToast() must be used inside <ToastProvider>');
  return bound;
}
