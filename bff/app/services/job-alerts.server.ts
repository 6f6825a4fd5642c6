import { randomBytes } from 'node:crypto';
import {
  JOB_ALERT_TEXTS,
  MAX_JOB_ALERTS,
  defaultJobAlertName,
  type JobAlert as JobAlertPayload,
  type JobAlertCreateBody,
  type JobAlertUpdateBody,
  type JobAlertsPayload,
  type JobSearchFilters,
} from '@rozgar/contracts';
import type { Success } from '@rozgar/contracts/payloads/common';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import type { SessionUser } from '../lib/load-context.server';
import { objectIdSchema } from '../lib/validation.server';
import { JobAlert } from '../models/job-alert.server';
import { alertMatchKeys, type StoredJobAlert } from './job-alert-matching.server';

/*
 * A seeker's job alerts (docs/product/notifications-and-alerts.md#job-alerts): saved job searches
 * with a name and a frequency, at most 20 per seeker. Another seeker's alert is 404 (as an unknown
 * one: nobody learns which alerts exist).
 */

type Seeker = Pick<SessionUser, 'id'>;

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

/** A fresh nonce for an alert's unsubscribe links. */
export const newUnsubscribeNonce = () => randomBytes(12).toString('base64url');

/** The search as stored and sent: its filters without the ones left out. */
function storedSearch(search: JobSearchFilters): JobAlertPayload['search'] {
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined),
  ) as JobAlertPayload['search'];
}

export function toJobAlert(alert: StoredJobAlert): JobAlertPayload {
  return {
    id: String(alert._id),
    name: alert.name,
    frequency: alert.frequency,
    paused: alert.paused,
    search: storedSearch((alert.search ?? {}) as JobSearchFilters),
    created_at: alert.created_at.toISOString(),
    last_sent_at: alert.last_sent_at ? alert.last_sent_at.toISOString() : null,
  };
}

/** GET /api/job-alerts: the seeker's alerts, newest first, and how many they may keep. */
export async function listJobAlerts(seeker: Seeker): Promise<JobAlertsPayload> {
  const alerts = await JobAlert.find({ user_id: new Types.ObjectId(seeker.id) })
    .sort({ created_at: -1, _id: -1 })
    .limit(MAX_JOB_ALERTS)
    .lean<StoredJobAlert[]>();
  return { alerts: alerts.map(toJobAlert), limit: MAX_JOB_ALERTS };
}

/** The slots (0–19) none of the seeker's alerts holds, in a random order. */
async function freeSlots(userId: Types.ObjectId): Promise<number[]> {
  const used = new Set(
    (
      await JobAlert.find({ user_id: userId }, { _id: 0, slot: 1 }).lean<Array<{ slot: number }>>()
    ).map(({ slot }) => slot),
  );
  const free = Array.from({ length: MAX_JOB_ALERTS }, (_, slot) => slot).filter(
    (slot) => !used.has(slot),
  );
  for (let i = free.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [free[i], free[j]] = [free[j] as number, free[i] as number];
  }
  return free;
}

/**
 * POST /api/job-alerts: a new alert in a free slot. The unique { user_id, slot } index keeps the
 * limit under parallel creations: a slot taken meanwhile is a duplicate key, and the next free
 * slot is tried; no free slot left is 409 in words.
 */
export async function createJobAlert(
  seeker: Seeker,
  body: JobAlertCreateBody,
  now = new Date(),
): Promise<JobAlertPayload> {
  const userId = new Types.ObjectId(seeker.id);
  const search = storedSearch(body.search);
  const fields = {
    user_id: userId,
    name: body.name ?? defaultJobAlertName(search),
    frequency: body.frequency,
    paused: false,
    search,
    match_keys: alertMatchKeys(body.search),
    unsubscribe_nonce: newUnsubscribeNonce(),
    created_at: now,
    updated_at: now,
    last_sent_at: null,
  };
  for (;;) {
    const slots = await freeSlots(userId);
    if (slots.length === 0) throw jsonError(409, JOB_ALERT_TEXTS.limitReached);
    for (const slot of slots) {
      try {
        const created = await JobAlert.create({ ...fields, slot });
        return toJobAlert(created.toObject() as StoredJobAlert);
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
  }
}

/** The seeker's own alert by id, or a thrown 404 (unknown, malformed or another seeker's). */
async function ownAlert(seeker: Seeker, alertId: string): Promise<StoredJobAlert> {
  if (!objectIdSchema.safeParse(alertId).success) throw jsonError(404, JOB_ALERT_TEXTS.notFound);
  const alert = await JobAlert.findOne({
    _id: new Types.ObjectId(alertId),
    user_id: new Types.ObjectId(seeker.id),
  }).lean<StoredJobAlert>();
  if (!alert) throw jsonError(404, JOB_ALERT_TEXTS.notFound);
  return alert;
}

/**
 * PATCH /api/job-alerts/{id}: renames it, changes its frequency, pauses or resumes it, or changes
 * its search (its match keys with it, and a new unsubscribe nonce: links mailed for the old search
 * stop working).
 */
export async function updateJobAlert(
  seeker: Seeker,
  alertId: string,
  body: JobAlertUpdateBody,
  now = new Date(),
): Promise<JobAlertPayload> {
  const alert = await ownAlert(seeker, alertId);
  const set: Record<string, unknown> = { updated_at: now };
  if (body.name !== undefined) set.name = body.name;
  if (body.frequency !== undefined) set.frequency = body.frequency;
  if (body.paused !== undefined) set.paused = body.paused;
  if (body.search !== undefined) {
    set.search = storedSearch(body.search);
    set.match_keys = alertMatchKeys(body.search);
    set.unsubscribe_nonce = newUnsubscribeNonce();
  }
  const updated = await JobAlert.findOneAndUpdate(
    { _id: alert._id, user_id: alert.user_id },
    { $set: set },
    { returnDocument: 'after' },
  ).lean<StoredJobAlert>();
  if (!updated) throw jsonError(404, JOB_ALERT_TEXTS.notFound);
  return toJobAlert(updated);
}

/** DELETE /api/job-alerts/{id}. */
export async function deleteJobAlert(seeker: Seeker, alertId: string): Promise<Success> {
  const alert = await ownAlert(seeker, alertId);
  const { deletedCount } = await JobAlert.deleteOne({ _id: alert._id, user_id: alert.user_id });
  if (deletedCount === 0) throw jsonError(404, JOB_ALERT_TEXTS.notFound);
  return { success: true as const };
}
