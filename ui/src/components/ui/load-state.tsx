// What an admin screen shows in place of what it loads: a spinner while it comes, and when the
// request failed, the reason and a way to ask again.

import { RefreshCw } from 'lucide-react';
import { errorMessage } from '@/lib/api-client';
import { Button } from './button';
import { StatePanel } from './panel';
import { Spinner } from './spinner';

export function Loading({ label, space = 'py-16' }: { label: string; space?: 'py-12' | 'py-16' }) {
  return (
    <div class={`${space} text-center`}>
      <Spinner label={label} />
    </div>
  );
}

export function LoadFailed({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <StatePanel
      tone="error"
      role="alert"
      title={title}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RefreshCw size={14} aria-hidden="true" />
          Try again
        </Button>
      }
    >
      {errorMessage(error, error.message)}
    </StatePanel>
  );
}
