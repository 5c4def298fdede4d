import { cx } from '@/lib/cx';

export type ProgressBarProps = {
  /** 0 to 100. */
  value: number;
  /** Accessible name of the bar. */
  label: string;
  className?: string;
};

/** A determinate progress bar (role progressbar) filled to `value` percent. */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cx('h-2 w-full overflow-hidden rounded-full bg-panel-2', className)}
    >
      <div className="h-full rounded-full bg-accent-2 transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}
