import type { ReactNode } from 'react';
import { PublicShell } from '@/features/layout/server';

export default function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
