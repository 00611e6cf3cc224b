import { z } from 'zod';
import { isoDateSchema } from './common';

/** Spec 01 §3: subscription of a host. */
export const subscriptionSchema = z.object({
  isActive: z.boolean(),
  isTrial: z.boolean().optional(),
  plan: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The signed-in account (host or sub-user) as returned by login, register, me and refresh. */
export const sessionUserSchema = z.object({
  _id: z.string(),
  userId: z.string().optional(),
  name: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  isHost: z.boolean(),
  hostUrl: z.string().optional(),
  /** Sub-users: the owning host's id. */
  hostId: z.string().optional(),
  subscription: subscriptionSchema.optional(),
  profilePicture: z.string().optional(),
  callPageBackground: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Spec 01 §3: a sub-user in the host's list. `password` is listed for display; `tempPassword` only on create. */
export const subUserSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  createdAt: isoDateSchema,
  lastActive: isoDateSchema.nullable().optional(),
  lastLogin: isoDateSchema.nullable().optional(),
  password: z.string().optional(),
  tempPassword: z.string().optional(),
  profilePicture: z.string().optional(),
  callPageBackground: z.string().optional(),
});
export type SubUser = z.infer<typeof subUserSchema>;

/** Host settings (spec 02 §3). */
export const hostSettingsSchema = z.object({
  _id: z.string(),
  autoLocalRecording: z.boolean(),
});
export type HostSettings = z.infer<typeof hostSettingsSchema>;
