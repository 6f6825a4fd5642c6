import { queryOptions } from '@tanstack/react-query';
import { fetchOfficePhotos } from './officePhotosApi';

/**
 * Office photos' query keys (ADR 017), under the remote's `community` area: an upload invalidates
 * the company's gallery.
 */
export const officePhotoKeys = {
  all: ['community', 'officePhotos'] as const,
  company: (companyId: string) => ['community', 'officePhotos', companyId] as const,
};

/** `GET /api/companies/{companyId}/photos`. */
export const officePhotosQuery = (companyId: string) =>
  queryOptions({
    queryKey: officePhotoKeys.company(companyId),
    queryFn: ({ signal }) => fetchOfficePhotos(companyId, signal),
  });
