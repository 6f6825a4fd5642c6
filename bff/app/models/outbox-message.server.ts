import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * An e-mail kept in the development outbox (`outbox` collection) when no SMTP server is
 * configured: exactly what nodemailer built, readable at GET /api/dev/outbox outside production.
 */
const outboxMessageSchema = new Schema(
  {
    to: { type: String, required: true, lowercase: true, trim: true },
    from: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
    message_id: { type: String },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'outbox', versionKey: false },
);
outboxMessageSchema.index({ to: 1, createdAt: -1 });
// A development outbox need not grow forever: messages go after a week.
outboxMessageSchema.index({ createdAt: 1 }, { expireAfterSeconds: 7 * 24 * 60 * 60 });

export type OutboxMessageFields = InferSchemaType<typeof outboxMessageSchema>;

const compileOutboxMessage = () => mongoose.model('OutboxMessage', outboxMessageSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const OutboxMessage =
  (mongoose.models.OutboxMessage as ReturnType<typeof compileOutboxMessage> | undefined) ??
  compileOutboxMessage();
