// Contact Inquiries (docs/PRODUCT.md §2): the inbox table with New/Read status, the Unread count, Refresh,
// the view dialog (opening it marks the inquiry read; Reply opens an e-mail to the sender) and
// delete with confirmation.

import { Check, Eye, Mail, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DeleteRowButton } from '@/components/ui/delete-row-button';
import { Dialog } from '@/components/ui/dialog';
import { PageHeader } from '@/components/ui/page-header';
import { StatePanel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { rowClasses, Table, Td, Th } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/lib/format-date';
import { defaultLanguageOf, languageName } from '@/lib/language-names';
import { queryClient } from '@/lib/query-client';
import { PUBLIC_SETTINGS_PATH } from '@/lib/use-site-name';
import { toast } from '@/lib/toast';
import { useConfirmedDelete } from '@/lib/use-confirmed-delete';
import { type Submission, useDeleteSubmission, useMarkRead, useSubmissions } from '../api/submissions';
import { mailto } from '@/lib/mailto';
import { IconButton } from '@/components/ui/icon-button';

export function SubmissionsView() {
  const list = useSubmissions();
  // An inquiry from another language's pages is marked, to be answered in it.
  const { data: defaultLanguage = 'en' } = useQuery(
    { queryKey: [PUBLIC_SETTINGS_PATH], select: defaultLanguageOf },
    queryClient,
  );
  const markRead = useMarkRead();
  const remove = useDeleteSubmission();
  const [viewing, setViewing] = useState<Submission | null>(null);

  async function read(submission: Submission) {
    if (submission.read) return;
    try {
      await markRead.mutateAsync(submission);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to mark submission as read.') });
    }
  }

  function view(submission: Submission) {
    setViewing(submission);
    void read(submission);
  }

  const deletion = useConfirmedDelete<Submission>(remove, {
    deleted: (s) => ({ title: 'Submission deleted', description: `The inquiry from ${s.name} was removed.` }),
    failed: 'Failed to delete submission.',
    onDeleted: (s) => {
      if (viewing?.id === s.id) setViewing(null);
    },
  });
  const deleting = deletion.target;

  const data = list.data;
  const unread = data?.unread ?? 0;

  return (
    <>
      <PageHeader
        title="Contact Inquiries"
        description="Messages sent through the contact form, newest first."
        actions={
          <>
            <span aria-live="polite">
              <Badge tone={unread ? 'main' : 'neutral'}>
                {unread} Unread
              </Badge>
            </span>
            <Button variant="secondary" size="sm" onClick={() => list.refetch()} disabled={list.isFetching}>
              <RefreshCw size={14} aria-hidden="true" class={list.isFetching ? 'animate-spin motion-reduce:animate-none' : ''} />
              Refresh
            </Button>
          </>
        }
      />

      {list.isPending ? (
        <div class="py-16 text-center">
          <Spinner label="Loading submissions" />
        </div>
      ) : list.isError ? (
        <StatePanel tone="error" role="alert" title={`Error loading submissions: ${errorMessage(list.error, list.error.message)}`} />
      ) : data?.submissions.length ? (
        <Table caption="Contact inquiries">
          <thead>
            <tr>
              <Th>Status</Th>
              <Th class="hidden md:table-cell">Date</Th>
              <Th class="hidden md:table-cell">Name</Th>
              <Th class="hidden lg:table-cell">Email</Th>
              <Th>Subject</Th>
              <Th class="text-right">Actions</Th>
            </tr>
          </thead>
          <tbody>
            {data.submissions.map((s) => (
              <tr key={s.id} class={`${rowClasses} ${s.read ? '' : 'bg-main/[0.03]'}`}>
                <Td>{s.read ? <Badge>Read</Badge> : <Badge tone="main">New</Badge>}</Td>
                <Td class="hidden whitespace-nowrap text-muted tabular-nums md:table-cell">{formatDateTime(s.createdAt)}</Td>
                <Td class={`hidden md:table-cell ${s.read ? '' : 'font-semibold'}`}>{s.name}</Td>
                <Td class="hidden text-muted lg:table-cell">
                  <a href={mailto(s.email)} class="hover:text-main-ink hover:underline">
                    {s.email}
                  </a>
                </Td>
                <Td class="max-w-xs">
                  <span class={`block md:truncate ${s.read ? 'text-muted' : 'font-medium md:font-normal'}`}>
                    {s.lang !== defaultLanguage && (
                      <span
                        class="mr-1.5 rounded border border-line px-1 py-px text-[0.65rem] font-medium tracking-wide text-muted uppercase"
                        title={`Sent from the ${languageName(s.lang)} site`}
                      >
                        {s.lang}
                      </span>
                    )}
                    {s.subject}
                  </span>
                  {/* Small screens have no Name and Date columns: both go under the subject. */}
                  <span class="block text-xs text-muted md:hidden">
                    {s.name} · {formatDateTime(s.createdAt)}
                  </span>
                </Td>
                <Td class="text-right whitespace-nowrap">
                  {!s.read && (
                    <IconButton label={`Mark as read: ${s.subject}`} tooltip="Mark as read" onClick={() => void read(s)}>
                      <Check size={15} aria-hidden="true" />
                    </IconButton>
                  )}
                  <IconButton label={`View: ${s.subject}`} tooltip="View" onClick={() => view(s)}>
                    <Eye size={15} aria-hidden="true" />
                  </IconButton>
                  <DeleteRowButton label={`Delete: ${s.subject}`} onClick={() => deletion.ask(s)} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <StatePanel title="No submissions found">New messages from the contact form will appear here.</StatePanel>
      )}

      <Dialog
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing?.subject ?? 'Inquiry'}
        size="lg"
        footer={
          viewing && (
            <>
              <Button
                variant="ghost"
                size="sm"
                class="mr-auto hover:!text-danger"
                onClick={() => deletion.ask(viewing)}
              >
                <Trash2 size={14} aria-hidden="true" />
                Delete
              </Button>
              {/* Answering is what an inquiry is opened for: Reply is the main action. */}
              <Button variant="secondary" size="sm" onClick={() => setViewing(null)}>
                Close
              </Button>
              <a href={mailto(viewing.email, `Re: ${viewing.subject}`)} class={buttonClasses('primary', 'sm')}>
                <Mail size={14} aria-hidden="true" />
                Reply by e-mail
              </a>
            </>
          )
        }
      >
        {viewing && (
          <div class="flex flex-col gap-4">
            <dl class="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt class="text-muted">From</dt>
              <dd>
                {viewing.name}{' '}
                <a href={mailto(viewing.email)} class="text-main-ink underline decoration-main/40 underline-offset-2 hover:decoration-main">
                  &lt;{viewing.email}&gt;
                </a>
              </dd>
              <dt class="text-muted">Date</dt>
              <dd class="tabular-nums">{formatDateTime(viewing.createdAt)}</dd>
              <dt class="text-muted">Language</dt>
              <dd>{languageName(viewing.lang)}: answer in it</dd>
            </dl>
            <div>
              <h3 class="mb-1.5 font-sans text-xs font-medium tracking-wide text-muted uppercase">Message</h3>
              <p class="rounded-lg border border-line bg-white/[0.02] p-3 text-sm leading-relaxed whitespace-pre-wrap">
                {viewing.message}
              </p>
            </div>
          </div>
        )}
      </Dialog>

      <ConfirmDialog {...deletion.dialog} title="Delete submission?">
        {deleting && (
          <>
            The inquiry “{deleting.subject}” from {deleting.name} will be deleted. This cannot be undone.
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
