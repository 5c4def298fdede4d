'use client';
import dynamic from 'next/dynamic';
import { ModalPending } from '@/components/ui/modal-pending';
import { ForgotPasswordModal, ResetPasswordModal, SignInModal, SignUpModal } from '@/features/auth';
import { CategoriesModal } from '@/features/games';
import { SearchOverlay } from '@/features/search';
import { CurrencyChooserModal } from '@/features/wallet';
import { closeModal, useModal, type ConfirmationProps } from '@/lib/modal-store';

// Every modal's code (dialog, forms, validation) loads on its first opening; see each feature's index.ts.
const ConfirmationDialog = dynamic(() => import('@/components/ui/confirmation-dialog').then((m) => m.ConfirmationDialog), {
  ssr: false,
  loading: () => <ModalPending />,
});

function isConfirmationProps(props: Record<string, unknown> | undefined): props is ConfirmationProps {
  return typeof props?.description === 'string' && typeof props.onApprove === 'function';
}

/** Renders whichever modal lib/modal-store has open. */
export function ModalRoot() {
  const modal = useModal();
  if (!modal) return null;
  switch (modal.name) {
    case 'sign-up':
      return <SignUpModal />;
    case 'sign-in':
      return <SignInModal />;
    case 'forgot-password':
      return <ForgotPasswordModal />;
    case 'reset-password':
      return <ResetPasswordModal token={typeof modal.props?.token === 'string' ? modal.props.token : ''} />;
    case 'confirmation':
      return isConfirmationProps(modal.props) ? <ConfirmationDialog {...modal.props} onClose={closeModal} /> : null;
    case 'currency-chooser':
      return <CurrencyChooserModal />;
    case 'search':
      return <SearchOverlay />;
    case 'categories':
      return <CategoriesModal />;
    default:
      // deposit belongs to its own feature.
      return null;
  }
}
