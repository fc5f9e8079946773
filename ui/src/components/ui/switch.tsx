// An on/off switch (role="switch"). Name it with `label` (aria-label) or with a <label for={id}>.

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  id?: string;
  label?: string;
  disabled?: boolean;
  describedBy?: string;
}

export function Switch({ checked, onChange, id, label, disabled, describedBy }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      class={
        'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border transition ' +
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main ' +
        'disabled:cursor-wait disabled:opacity-50 ' +
        (checked ? 'border-main bg-main' : 'border-white/20 bg-white/10')
      }
    >
      <span
        aria-hidden="true"
        class={
          'inline-block size-3.5 rounded-full shadow transition-transform ' +
          (checked ? 'translate-x-[1.05rem] bg-canvas' : 'translate-x-0.5 bg-ink/80')
        }
      />
    </button>
  );
}
