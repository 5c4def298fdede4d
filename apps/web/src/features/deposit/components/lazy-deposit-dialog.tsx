'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { ModalPending } from '@/components/ui/modal-pending';

/** Loads on its first opening, with its steps, QR codes and payment calls. */
export const DepositDialog = lazyComponent(() => import('./deposit-dialog').then((m) => m.DepositDialog), <ModalPending />);
