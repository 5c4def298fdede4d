'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { ModalPending } from '@/components/ui/modal-pending';
import { ForgotPasswordModal, ResetPasswordModal, SignInModal, SignUpModal } from '@/features/auth';
import { DepositDialog } from '@/features/deposit';
import { CategoriesModal } from '@/features/games';
import { SearchOverlay } from '@/features/search';
import { isNoDepositOffer, NoDepositModal } from '@/features/promotions';
import { CurrencyChooserModal } from '@/features/wallet';
import { closeModal, type ConfirmationProps, type ModalState } from '@/lib/modal-store';

// Every modal's code (dialog, forms, validation) loads on its first opening; see each feature's index.ts.
const ConfirmationDialog = lazyComponent(
  () => import('@/components/ui/confirmation-dialog').then((m) => m.ConfirmationDialog),
  <ModalPending />,
);

function isConfirmationProps(props: Record<string, unknown> | undefined): props is ConfirmationProps {
  return typeof props?.description === 'string' && typeof props.onApprove === 'function';
}

/** The modal lib/modal-store has open; loaded by ModalRoot with the first modal opened. */
export function OpenModal({ modal }: { modal: NonNullable<ModalState> }) {
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
    case 'no-deposit':
      return isNoDepositOffer(modal.props?.offer) ? <NoDepositModal offer={modal.props.offer} /> : null;
    case 'deposit':
      return (
        <DepositDialog
          tab={modal.props?.tab === 'buy' ? 'buy' : undefined}
          promotionCoupon={typeof modal.props?.promotionCoupon === 'string' ? modal.props.promotionCoupon.replace(/\D/g, '') : undefined}
        />
      );
    default:
      return null;
  }
}
