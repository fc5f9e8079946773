// A small loading indicator with a text alternative.

import { t } from '@/i18n/page';

export function Spinner({ label = t('common.loading') }: { label?: string }) {
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
