import { declareErrorCodes } from '../errors/error-catalogue';

/** The attempt throttle's answers (429 with Retry-After); the message names the wait. */
export enum ThrottleErrorCode {
  /** Login or password-setup attempts past their budget (member and staff alike). */
  TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS',
  /** Mails a visitor can make us send (password reset, verification resend) past their budget. */
  TOO_MANY_MAIL_REQUESTS = 'TOO_MANY_MAIL_REQUESTS',
}

declareErrorCodes('throttle', ThrottleErrorCode, {
  TOO_MANY_ATTEMPTS: { status: 429, message: 'ログインの試行回数が上限を超えました。しばらくしてからもう一度お試しください。' },
  TOO_MANY_MAIL_REQUESTS: { status: 429, message: '送信回数が上限を超えました。しばらくしてからもう一度お試しください。' },
});
