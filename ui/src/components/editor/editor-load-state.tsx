// An editor's page before its form: while what it edits loads, when it is not there (the way back
// to the list), and when the request failed (try again).

import type { ComponentChildren } from 'preact';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { Loading, LoadFailed } from '@/components/ui/load-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatePanel } from '@/components/ui/panel';

export function EditorLoading({ title, label }: { title: string; label: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Loading label={label} />
    </>
  );
}

export function EditorNotFound({
  title,
  heading,
  back,
  children,
}: {
  title: string;
  heading: string;
  back: { href: string; label: string };
  children: ComponentChildren;
}) {
  return (
    <>
      <PageHeader title={title} />
      <StatePanel
        tone="neutral"
        role="alert"
        title={heading}
        action={
          <Link href={back.href} class={buttonClasses('secondary', 'sm')}>
            {back.label}
          </Link>
        }
      >
        {children}
      </StatePanel>
    </>
  );
}

export function EditorLoadFailed({ title, ...failure }: { title: string; heading: string; error: Error; onRetry: () => void }) {
  return (
    <>
      <PageHeader title={title} />
      <LoadFailed title={failure.heading} error={failure.error} onRetry={failure.onRetry} />
    </>
  );
}
