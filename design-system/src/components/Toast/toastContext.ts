import { createContext, useContext, type ReactNode } from 'react';

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
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** `const { toast } = useToast(); toast({ title: 'Job saved successfully!', tone: 'success' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>');
  return api;
}
