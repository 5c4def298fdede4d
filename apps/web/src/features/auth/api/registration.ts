import type { TRegistrationRequest, TSessionUser, TValidateEmailResponse } from '@casino/contracts';
import { api } from '@/lib/api-client';
import { USER_SERVICE } from './paths';

export function validateEmail(email: string) {
  return api.post<TValidateEmailResponse>(`${USER_SERVICE}/registration/validate`, { email });
}

export function register(body: TRegistrationRequest) {
  return api.post<TSessionUser>(`${USER_SERVICE}/registration`, body);
}
