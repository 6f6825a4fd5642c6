import { z } from 'zod/mini';
import { isoDateTime, objectId } from './common';

/* The public forms' answers (docs/product/public-pages-and-services.md). */

/** POST /api/contact-messages and POST /api/counselling-requests (201): what was stored. */
export const receivedSchema = z.object({ id: objectId, createdAt: isoDateTime });
export type Received = z.infer<typeof receivedSchema>;
