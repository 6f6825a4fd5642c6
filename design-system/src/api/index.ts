export { apiFetch, ApiError } from './apiFetch';
export type { ApiFetchInit } from './apiFetch';
