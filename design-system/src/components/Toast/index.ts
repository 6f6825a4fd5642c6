export { ToastProvider } from './Toast';
export { useToast } from './toastContext';
export type { ToastApi, ToastOptions, ToastTone } from './toastContext';
export type { ToastProviderProps } from './Toast';
