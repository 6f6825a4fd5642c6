import { ApiError } from '@rozgar/design-system';
import { mswServer } from '@rozgar/design-system/remote-kit/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { officePhotosHandlers } from '../mocks/officePhotosHandlers';
import { hdfcBank } from '../mocks/reviewFixtures';
import { uploadOfficePhoto } from './officePhotosApi';

const file = () => new File([new Uint8Array(1024)], 'desk.png', { type: 'image/png' });

describe('uploadOfficePhoto', () => {
  it('sends the photo and its caption, reports it fully sent and parses the answer', async () => {
    mswServer.use(officePhotosHandlers.officePhotoUploads());
    const progress: number[] = [];
    const { photo } = await uploadOfficePhoto({
      companyId: hdfcBank.id,
      file: file(),
      caption: '  Our desks  ',
      onProgress: (sent) => progress.push(sent),
    });
    expect(photo).toMatchObject({ company_id: hdfcBank.id, caption: 'Our desks' });
    expect(progress.at(-1)).toBe(1);
  });

  it('rejects with the server’s status and { error } text, as apiFetch does', async () => {
    mswServer.use(
      officePhotosHandlers.officePhotoUploads({
        refuse: { 'desk.png': 'The photo must be a PNG, JPEG, WebP or GIF image' },
      }),
    );
    const refused = uploadOfficePhoto({ companyId: hdfcBank.id, file: file(), caption: '' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 415,
      message: 'The photo must be a PNG, JPEG, WebP or GIF image',
    });
  });

  it('words an answer without { error } by its status, and an unreadable 201 as a failure', async () => {
    mswServer.use(
      http.post(
        '/api/companies/:companyId/photos',
        () => new HttpResponse('Bad gateway', { status: 502 }),
      ),
    );
    await expect(
      uploadOfficePhoto({ companyId: hdfcBank.id, file: file(), caption: '' }),
    ).rejects.toMatchObject({
      status: 502,
      message: 'The server had a problem. Please try again later.',
    });
    mswServer.use(
      http.post('/api/companies/:companyId/photos', () =>
        HttpResponse.json({ photo: { id: 'nope' } }, { status: 201 }),
      ),
    );
    await expect(
      uploadOfficePhoto({ companyId: hdfcBank.id, file: file(), caption: '' }),
    ).rejects.toThrow();
  });
});
