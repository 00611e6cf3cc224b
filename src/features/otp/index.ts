export { createCountdown } from './model/countdown';
export type { Countdown } from './model/countdown';
export {
  SIGNUP_OTP_MESSAGES,
  signupOtpRequested,
  signupOtpResendRequested,
  signupOtpSent,
  signupOtpReset,
  sendSignupOtpFx,
  signupOtpCountdown,
  $signupOtpEmail,
  $signupOtpSending,
  $resendSecondsLeft,
  $canResendSignupOtp,
} from './model/signup-otp';
