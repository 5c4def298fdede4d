'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { ModalPending } from '@/components/ui/modal-pending';

// Each form, with its validation and captcha, loads on its modal's first opening, not with every page.
const pending = <ModalPending />;
export const SignUpModal = lazyComponent(() => import('./sign-up-modal').then((m) => m.SignUpModal), pending);
export const SignInModal = lazyComponent(() => import('./sign-in-modal').then((m) => m.SignInModal), pending);
export const ForgotPasswordModal = lazyComponent(() => import('./forgot-password-modal').then((m) => m.ForgotPasswordModal), pending);
export const ResetPasswordModal = lazyComponent(() => import('./reset-password-modal').then((m) => m.ResetPasswordModal), pending);
