import { z } from 'zod';
import { FIELD_MAX_LENGTH as MAX, emailSchema, messageResponseSchema, otpSchema, textField } from './common';
import { sessionUserSchema } from './user';

const required = (message: string, label: string, max: number) =>
  textField(label, max, { required: message, type: message }).trim().min(1, message);
const secret = (message: string, label: string) =>
  textField(label, MAX.password, { required: message, type: message }).min(1, message);

export const hostLoginRequestSchema = z.object({
  email: required('Email and password are required', 'Email', MAX.identifier),
  password: secret('Email and password are required', 'Password'),
});
export type HostLoginRequest = z.infer<typeof hostLoginRequestSchema>;

export const userLoginRequestSchema = z.object({
  userId: required('User ID and password are required', 'User ID', MAX.identifier),
  password: secret('User ID and password are required', 'Password'),
});
export type UserLoginRequest = z.infer<typeof userLoginRequestSchema>;

export const registerRequestSchema = z.object({
  name: required('Please fill in all required fields', 'Name', MAX.name),
  email: required('Please fill in all required fields', 'Email', MAX.identifier).pipe(emailSchema),
  password: secret('Please fill in all required fields', 'Password'),
  isHost: z.literal(true, { error: 'isHost must be true' }).optional().default(true),
  otp: otpSchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** login, user login, register and refresh all answer `{ token, user }`. */
export const authResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  message: z.string().optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * A login or register reply as the client first reads it: one without token or user is the client's
 * 'Invalid response from server' (spec 01 §5), not a broken contract.
 */
export const partialAuthResponseSchema = z.object({
  token: z.string().optional(),
  user: z.unknown().optional(),
  message: z.string().optional(),
});
export type PartialAuthResponse = z.infer<typeof partialAuthResponseSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** `{email}` or `{phone, sendOtpOnWhatsapp?}` (spec 02 §7). */
export const sendOtpRequestSchema = z
  .object({
    email: textField('Email', MAX.identifier).trim().optional(),
    phone: textField('Phone number', MAX.identifier).trim().optional(),
    sendOtpOnWhatsapp: z.boolean({ error: 'sendOtpOnWhatsapp must be true or false' }).optional(),
  })
  .refine((body) => Boolean(body.email || body.phone), 'Please enter your email or phone number');
export type SendOtpRequest = z.infer<typeof sendOtpRequestSchema>;

export const sendOtpResponseSchema = messageResponseSchema.extend({
  /** Seconds until the OTP expires. */
  expiresIn: z.number().optional(),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

export const verifyOtpRequestSchema = z
  .object({
    otp: otpSchema,
    email: textField('Email', MAX.identifier).trim().optional(),
    phone: textField('Phone number', MAX.identifier).trim().optional(),
  })
  .refine((body) => Boolean(body.email || body.phone), 'Please enter your email or phone number');
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/** A signed-in host's verified phone code applies the change: the answer then carries the updated user. */
export const verifyOtpResponseSchema = messageResponseSchema.extend({
  verified: z.boolean(),
  user: sessionUserSchema.optional(),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const forgotVerifyOtpResponseSchema = messageResponseSchema.extend({ resetToken: z.string() });
export type ForgotVerifyOtpResponse = z.infer<typeof forgotVerifyOtpResponseSchema>;

export const resetPasswordRequestSchema = z.object({
  resetToken: textField('Reset token', MAX.token, {
    required: 'Invalid or expired reset token',
    type: 'Invalid or expired reset token',
  }).min(1, 'Invalid or expired reset token'),
  newPassword: secret('New password is required', 'New password'),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const updateNameRequestSchema = z.object({ name: required('Name is required', 'Name', MAX.name) });
export type UpdateNameRequest = z.infer<typeof updateNameRequestSchema>;

export const updateEmailRequestSchema = z.object({ email: emailSchema });
export type UpdateEmailRequest = z.infer<typeof updateEmailRequestSchema>;

export const updatePasswordRequestSchema = z
  .object({
    oldPassword: secret('All password fields are required', 'Current password'),
    newPassword: secret('All password fields are required', 'New password'),
    confirmPassword: secret('All password fields are required', 'Confirm password'),
  })
  .refine((body) => body.newPassword === body.confirmPassword, 'Passwords do not match');
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

/** Answers of the host profile updates carry the fresh session user. */
export const userUpdateResponseSchema = messageResponseSchema.extend({ user: sessionUserSchema });
export type UserUpdateResponse = z.infer<typeof userUpdateResponseSchema>;

export const profilePictureResponseSchema = messageResponseSchema.extend({
  profilePictureUrl: z.string(),
  user: sessionUserSchema.optional(),
});
export type ProfilePictureResponse = z.infer<typeof profilePictureResponseSchema>;

export const BACKGROUND_TYPES = ['custom', 'inbuilt', 'none'] as const;
export const backgroundTypeSchema = z.enum(BACKGROUND_TYPES);
export type BackgroundType = z.infer<typeof backgroundTypeSchema>;

/** `callPageBackgroundUrl` is '' for none, an `uploads/...` path for custom, the inbuilt id for inbuilt. */
export const callBackgroundResponseSchema = messageResponseSchema.extend({
  callPageBackgroundUrl: z.string(),
  user: sessionUserSchema.optional(),
});
export type CallBackgroundResponse = z.infer<typeof callBackgroundResponseSchema>;

/** Spec 02 §3: inbuilt backgrounds arrive as a list of image URLs; index n is id `inbuilt-{n}`. */
export const inbuiltBackgroundsResponseSchema = z.object({ backgrounds: z.array(z.string()) });
export type InbuiltBackgroundsResponse = z.infer<typeof inbuiltBackgroundsResponseSchema>;
