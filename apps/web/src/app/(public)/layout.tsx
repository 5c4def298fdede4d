import type { ReactNode } from 'react';
import { PublicShell } from '@/features/layout';

export default function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
