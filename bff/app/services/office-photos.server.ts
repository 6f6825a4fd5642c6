import {
  officePhotoFieldsSchema,
  REPORTS_TO_HIDE_OFFICE_PHOTO,
  type ReviewReportBody,
} from '@rozgar/contracts';
import type { OfficePhoto } from '@rozgar/contracts/payloads/office-photos';
import type { Response as ExpressResponse } from 'express';
import { Types } from 'mongoose';
import { jsonError, type FileDownload } from '../lib/http.server';
import type { RateLimits } from '../lib/rate-limits.server';
import { refuseProfanity } from '../lib/profanity.server';
import type { UploadedForm } from '../lib/multipart.server';
import { validateOrThrow } from '../lib/validation.server';
import { Company } from '../models/company.server';
import { deleteFile, openFile, storeFile } from '../models/file-buckets.server';
import { OfficePhotoModel } from '../models/office-photo.server';
import { OfficePhotoReport } from '../models/office-photo-report.server';
import { checkPhoto } from './photo-content.server';
import { COMPANY_NOT_FOUND } from './reviews.server';

/*
 * Office photos (docs/product/community-and-reviews.md, "Add office photos"): a job seeker adds
 * photos of a company's office, each checked by content exactly as a profile photo is, with an
 * optional profanity-checked caption; anyone sees a company's published photos. The uploader is
 * kept (daily limit, moderation) and never sent. Three reporters hide a photo, as a review.
 */

export const OFFICE_PHOTO_NOT_FOUND = 'Photo not found';

const PHOTO_URL_PREFIX = '/api/office-photos/';

interface StoredOfficePhoto {
  _id: Types.ObjectId;
  company_id: Types.ObjectId;
  caption?: string | null;
  width?: number | null;
  height?: number | null;
  created_at: Date;
}

/** A stored photo as the API sends it: field by field, so the uploader never leaves. */
function officePhotoPayload(photo: StoredOfficePhoto): OfficePhoto {
  return {
    id: String(photo._id),
    company_id: String(photo.company_id),
    url: `${PHOTO_URL_PREFIX}${String(photo._id)}`,
    caption: photo.caption || null,
    width: photo.width ?? null,
    height: photo.height ?? null,
    created_at: photo.created_at.toISOString(),
  };
}

const objectIdOrNull = (id: string) => (/^[0-9a-f]{24}$/i.test(id) ? new Types.ObjectId(id) : null);

/** The company by id; a 404 when there is none. */
async function existingCompany(companyId: string): Promise<Types.ObjectId> {
  const id = objectIdOrNull(companyId);
  const company = id ? await Company.exists({ _id: id }) : null;
  if (!company) throw jsonError(404, COMPANY_NOT_FOUND);
  return company._id;
}

/** The caption field of the upload: validated with the contracts' rule, then profanity-checked. */
function captionOf(form: UploadedForm): string | null {
  const { caption } = validateOrThrow(officePhotoFieldsSchema, { caption: form.fields.caption });
  refuseProfanity([['Caption', caption]]);
  return caption ?? null;
}

/**
 * POST /api/companies/{companyId}/photos: checks the company (404), the caption (400) and the
 * image by content (415), counts the photo against the caller's daily limit for this company
 * (429), then stores it. Nothing is stored on a refusal.
 */
export async function addOfficePhoto(
  userId: string,
  companyId: string,
  form: UploadedForm,
  limits: { rateLimits: RateLimits; res: ExpressResponse },
): Promise<{ photo: OfficePhoto }> {
  const company = await existingCompany(companyId);
  const caption = captionOf(form);
  const { mime, dimensions } = await checkPhoto(form);
  await limits.rateLimits.officePhoto(userId, String(company), limits.res);

  const user = new Types.ObjectId(userId);
  const fileId = await storeFile('office_photos', form.filename, form.content, {
    user_id: user,
    content_type: mime,
  });
  try {
    const created = await OfficePhotoModel.create({
      company_id: company,
      user_id: user,
      file_id: fileId,
      content_type: mime,
      size: form.content.length,
      width: dimensions?.width ?? null,
      height: dimensions?.height ?? null,
      caption,
    });
    return { photo: officePhotoPayload(created.toObject()) };
  } catch (error) {
    await deleteFile('office_photos', fileId);
    throw error;
  }
}

/** GET /api/companies/{companyId}/photos: the company's published photos, newest first. */
export async function listOfficePhotos(companyId: string): Promise<{ photos: OfficePhoto[] }> {
  const company = await existingCompany(companyId);
  const photos = await OfficePhotoModel.find(
    { company_id: company, status: 'published' },
    { company_id: 1, caption: 1, width: 1, height: 1, created_at: 1 },
  )
    .sort({ created_at: -1, _id: -1 })
    .limit(200)
    .lean<StoredOfficePhoto[]>();
  return { photos: photos.map(officePhotoPayload) };
}

async function publishedPhoto(photoId: string) {
  const id = objectIdOrNull(photoId);
  const photo = id ? await OfficePhotoModel.findOne({ _id: id, status: 'published' }).lean() : null;
  if (!photo) throw jsonError(404, OFFICE_PHOTO_NOT_FOUND);
  return photo;
}

/** GET /api/office-photos/{photoId}: a published photo's bytes; 404 for any other id. */
export async function openOfficePhoto(photoId: string): Promise<FileDownload> {
  const photo = await publishedPhoto(photoId);
  return {
    contentType: photo.content_type,
    size: photo.size,
    stream: openFile('office_photos', photo.file_id),
  };
}

/**
 * POST /api/office-photos/{photoId}/report: records the caller's report (once per user and
 * photo); at REPORTS_TO_HIDE_OFFICE_PHOTO different reporters the photo is hidden.
 */
export async function reportOfficePhoto(
  userId: string,
  photoId: string,
  body: ReviewReportBody,
): Promise<void> {
  const photo = await publishedPhoto(photoId);
  try {
    await OfficePhotoReport.create({ photo_id: photo._id, user_id: userId, ...body });
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) return; // reported before: counted once
    throw error;
  }
  const reports = await OfficePhotoReport.countDocuments({ photo_id: photo._id });
  await OfficePhotoModel.updateOne(
    { _id: photo._id },
    {
      $max: { reports },
      ...(reports >= REPORTS_TO_HIDE_OFFICE_PHOTO ? { $set: { status: 'hidden' } } : {}),
    },
  );
}
