// An editor's page before its form: while what it edits loads, and when it cannot be had (not
// found: the way back to the list; a failed request: try again).

import { RefreshCw } from 'lucide-react';
import type { ComponentChildren } from 'preact';
import { Link } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { StatePanel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';

export function EditorLoading({ title, label }: { title: string; label: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div class="py-16 text-center">
        <Spinner label={label} />
      </div>
    </>
  );
}

export function EditorUnavailable({
  title,
  heading,
  missing,
  back,
  onRetry,
  children,
}: {
  title: string;
  heading: string;
  /** Not found (the way back to the list), rather than a failed request (try again). */
  missing: boolean;
  back: { href: string; label: string };
  onRetry: () => void;
  children: ComponentChildren;
}) {
  return (
    <>
      <PageHeader title={title} />
      <StatePanel
        tone={missing ? 'neutral' : 'error'}
        role="alert"
        title={heading}
        action={
          missing ? (
            <Link href={back.href} class={buttonClasses('secondary', 'sm')}>
              {back.label}
            </Link>
          ) : (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              <RefreshCw size={14} aria-hidden="true" />
              Try again
            </Button>
          )
        }
      >
        {children}
      </StatePanel>
    </>
  );
}
