// A small loading indicator with a text alternative.

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" class="inline-flex items-center gap-2 text-sm text-muted">
      <span
        aria-hidden="true"
        class="size-5 animate-spin rounded-full border-2 border-main/30 border-t-main motion-reduce:animate-none"
      />
      <span class="sr-only">{label}</span>
    </span>
  );
}
