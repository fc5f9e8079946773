// Copying a key or codes for the admin: the clipboard, and a toast that says it worked or, where
// the browser refuses (no permission, an insecure page), asks them to copy it by hand.

import { toast } from './toast';

export async function copyToClipboard(text: string, { copied, failed }: { copied: string; failed: string }) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: copied });
  } catch {
    toast({ variant: 'destructive', title: 'Error', description: failed });
  }
}
