export { errorText, serverErrorText, httpStatus, isLoggedOut } from './errorText';
export {
  createPortalQueryClient,
  shouldRetryQuery,
  PORTAL_QUERY_DEFAULTS,
  MAX_QUERY_RETRIES,
} from './queryClient';
export { PortalQueryProvider } from './PortalQueryProvider';
export { QueryError, QueryState, type QueryStateProps } from './QueryState';
