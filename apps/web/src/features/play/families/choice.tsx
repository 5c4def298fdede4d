'use client';

type Props<V extends string | number> = {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
};

/** A labelled drop-down of a game's settings (coin value, rows, risk). */
export function Choice<V extends string | number>({ label, value, options, onChange, disabled }: Props<V>) {
  return (
    <label className="flex flex-col text-xs text-muted">
      {label}
      <select
        value={String(value)}
        disabled={disabled}
        onChange={(event) => onChange(options.find((option) => String(option.value) === event.target.value)!.value)}
        className="mt-1 rounded-lg border border-line bg-panel-2 px-3 py-2 text-sm text-white"
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
