'use client';
import dynamic from 'next/dynamic';
import { ModalPending } from '@/components/ui/modal-pending';

// Each form, with its validation and captcha, loads on its modal's first opening, not with every page.
const loading = () => <ModalPending />;
export const SignUpModal = dynamic(() => import('./sign-up-modal').then((m) => m.SignUpModal), { ssr: false, loading });
export const SignInModal = dynamic(() => import('./sign-in-modal').then((m) => m.SignInModal), { ssr: false, loading });
export const ForgotPasswordModal = dynamic(() => import('./forgot-password-modal').then((m) => m.ForgotPasswordModal), {
  ssr: false,
  loading,
});
export const ResetPasswordModal = dynamic(() => import('./reset-password-modal').then((m) => m.ResetPasswordModal), {
  ssr: false,
  loading,
});
