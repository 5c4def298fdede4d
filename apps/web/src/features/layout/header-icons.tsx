import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

// The icons the header draws in the browser, apart from the others (icons.tsx): a module's icons
// travel together, and every page's first load should carry only these.

/** Outline icons on a 24px grid; decorative, so hidden from assistive technology. */
export function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </Icon>
  );
}

export function DotsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="5" cy="12" r="1.4" fill="currentColor" />
      <circle cx="12" cy="12" r="1.4" fill="currentColor" />
      <circle cx="19" cy="12" r="1.4" fill="currentColor" />
    </Icon>
  );
}

/** The brand mark: a gold chip with a star. */
export function LogoMark(props: IconProps) {
  return (
    <svg viewBox="0 0 32 32" width={32} height={32} aria-hidden="true" focusable="false" {...props}>
      <circle cx="16" cy="16" r="15" fill="var(--color-gold)" />
      <circle cx="16" cy="16" r="11" fill="none" stroke="var(--color-bg)" strokeWidth="1.5" strokeDasharray="3 2.4" />
      <path d="m16 8.5 2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z" fill="var(--color-bg)" />
    </svg>
  );
}
