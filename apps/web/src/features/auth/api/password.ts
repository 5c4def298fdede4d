import type { TForgotPasswordRequest, TMessageResponse, TResetPasswordRequest } from '@casino/contracts';
import { api } from '@/lib/api-client';
import { USER_SERVICE } from './paths';

export function requestPasswordReset(body: TForgotPasswordRequest) {
  return api.post<TMessageResponse>(`${USER_SERVICE}/forgot-password`, body);
}

export function resetPassword(body: TResetPasswordRequest) {
  return api.post<unknown>(`${USER_SERVICE}/account/reset-password`, body);
}
