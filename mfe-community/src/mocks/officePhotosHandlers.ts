import type { OfficePhoto, SavedOfficePhoto } from '@rozgar/contracts/payloads/office-photos';
import { delay, http, HttpResponse } from 'msw';
import { notLoggedIn } from './reviewsHandlers';
import { hdfcBank } from './reviewFixtures';

// The office photos of the BFF as MSW handlers (docs/product/community-and-reviews.md, "Add
// office photos"): a company's gallery, the upload (multipart, 201 { photo }) and their failures.

/** A 4×3 picture drawn as SVG, so the stories and tests show real images without files. */
const picture = (hue: number, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><rect width="800" height="600" fill="hsl(${hue} 45% 72%)"/><rect x="80" y="380" width="640" height="140" fill="hsl(${hue} 30% 45%)"/><text x="400" y="300" font-size="56" text-anchor="middle" fill="#1b2430">${label}</text></svg>`,
  )}`;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export const officePhotos: OfficePhoto[] = [
  {
    id: '6650f1a2c3d4e5f6088a0001',
    company_id: hdfcBank.id,
    url: picture(210, 'Open-plan floor'),
    caption: 'The open-plan floor in Lower Parel',
    width: 800,
    height: 600,
    created_at: daysAgo(2),
  },
  {
    id: '6650f1a2c3d4e5f6088a0002',
    company_id: hdfcBank.id,
    url: picture(30, 'Cafeteria'),
    caption: 'Cafeteria at lunch time',
    width: 800,
    height: 600,
    created_at: daysAgo(9),
  },
  {
    id: '6650f1a2c3d4e5f6088a0003',
    company_id: hdfcBank.id,
    url: picture(120, 'Terrace'),
    caption: null,
    width: null,
    height: null,
    created_at: daysAgo(40),
  },
];

const NEW_PHOTO_ID = '6650f1a2c3d4e5f6088b0001';

export const officePhotosHandlers = {
  /** GET /api/companies/{id}/photos → the given photos (the HDFC Bank ones by default). */
  officePhotos: (photos: OfficePhoto[] = officePhotos) =>
    http.get('/api/companies/:companyId/photos', () => HttpResponse.json({ photos })),
  officePhotosLoading: () =>
    http.get('/api/companies/:companyId/photos', async () => {
      await delay('infinite');
      return HttpResponse.json({ photos: [] });
    }),
  officePhotosDown: () =>
    http.get('/api/companies/:companyId/photos', () =>
      HttpResponse.json({ error: 'Database unavailable' }, { status: 503 }),
    ),
  /**
   * POST /api/companies/{id}/photos stores the photo (401 when `loggedIn` is false); a file named
   * in `refuse` is refused with that `{ error }` and status 415.
   */
  officePhotoUploads: ({
    loggedIn = true,
    refuse = {},
  }: { loggedIn?: boolean; refuse?: Record<string, string> } = {}) =>
    http.post('/api/companies/:companyId/photos', async ({ request, params }) => {
      if (!loggedIn) return notLoggedIn();
      const form = await request.formData();
      const photo = form.get('photo');
      const name = photo instanceof File ? photo.name : '';
      if (refuse[name]) return HttpResponse.json({ error: refuse[name] }, { status: 415 });
      const caption = form.get('caption');
      const answer: SavedOfficePhoto = {
        photo: {
          id: NEW_PHOTO_ID,
          company_id: String(params.companyId),
          url: picture(260, name || 'New photo'),
          caption: typeof caption === 'string' && caption ? caption : null,
          width: 800,
          height: 600,
          created_at: new Date().toISOString(),
        },
      };
      return HttpResponse.json(answer, { status: 201 });
    }),
};
