// The ten recovery codes, shown once right after two-factor sign-in is turned on: a list to read,
// Copy all, Download as a text file, and an acknowledgement before the screen moves on.

import { Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { copyToClipboard } from '@/lib/clipboard';
import { recoveryCodesText } from '../validation';

export function RecoveryCodesList({
  username,
  codes,
  onDone,
}: {
  username: string;
  codes: readonly string[];
  onDone: () => void;
}) {
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const savedId = useId();
  const text = recoveryCodesText(username, codes);

  const copyAll = () =>
    copyToClipboard(text, {
      copied: 'The recovery codes are on your clipboard.',
      failed: 'Could not copy: select the codes and copy them by hand.',
    });

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${username.replace(/[^\w.-]+/g, '-')}-recovery-codes.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has started the download by now; the URL may go.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <section aria-labelledby={headingId} class="flex flex-col gap-4 border-t border-line pt-4">
      <Alert tone="info" title="Save your recovery codes">
        They are shown only now. Each one signs you in once if you lose your authenticator app.
      </Alert>
      <h3 id={headingId} class="font-sans text-sm font-semibold">
        Recovery codes
      </h3>
      <ul aria-labelledby={headingId} class="grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} class="rounded-lg border border-line bg-white/[0.04] px-3 py-1.5 text-center text-ink select-all">
            {code}
          </li>
        ))}
      </ul>
      <div class="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={copyAll}>
          <Copy size={14} aria-hidden="true" />
          Copy all
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          <Download size={14} aria-hidden="true" />
          Download
        </Button>
      </div>
      <div class="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <label for={savedId} class="flex items-center gap-2 text-sm text-ink">
          <input
            id={savedId}
            type="checkbox"
            checked={saved}
            onChange={(e) => setSaved((e.currentTarget as HTMLInputElement).checked)}
            class="size-4 accent-[var(--main-color)]"
          />
          I have saved these codes
        </label>
        <Button variant="primary" size="sm" onClick={onDone} disabled={!saved}>
          Done
        </Button>
      </div>
    </section>
  );
}
