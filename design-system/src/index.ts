// @rozgar/design-system — tokens, theme, components and the shared client session.
export * from './theme';

export * from './components/Badge';
export * from './components/Button';
export * from './components/Card';
export * from './components/Checkbox';
export * from './components/CompanyLogo';
export * from './components/ConfirmDialog';
export * from './components/DividedList';
export * from './components/EmptyState';
export * from './components/Footer';
export * from './components/LazyPage';
export * from './components/Logo';
export * from './components/Modal';
export * from './components/NavLink';
export * from './components/NavMenu';
export * from './components/ProgressRing';
export * from './components/RadioGroup';
export * from './components/Select';
export * from './components/SelectWithApply';
export * from './components/Skeleton';
export * from './components/SkipLink';
export * from './components/Spinner';
export * from './components/StarRating';
export * from './components/TagList';
export * from './components/TextField';
export * from './components/Toast';
export * from './components/TopNav';

export { VisuallyHidden } from './utils/VisuallyHidden';

export * from './api';
export * from './live';
export * from './query';
export * from './session';
export * from './time';
export * from './title';
