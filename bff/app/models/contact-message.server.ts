import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

/** A message sent to the support team from /contact-us. */
const contactMessageSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    phone: String,
    subject: { type: String, required: true, trim: true },
    message: { type: String, required: true },
    user_id: { type: Schema.Types.ObjectId, ref: 'User' },
    status: { type: String, enum: ['new', 'answered'], default: 'new' },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'contact_messages', toJSON: jsonOutput() },
);
contactMessageSchema.index({ status: 1, created_at: -1 });

export type ContactMessageFields = InferSchemaType<typeof contactMessageSchema>;

const compileContactMessage = () => mongoose.model('ContactMessage', contactMessageSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const ContactMessage =
  (mongoose.models.ContactMessage as ReturnType<typeof compileContactMessage> | undefined) ??
  compileContactMessage();
