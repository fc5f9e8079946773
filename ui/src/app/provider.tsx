// App-wide providers. Lazy screens suspend here while their chunk loads.

import type { ComponentChildren } from 'preact';
import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';

function ScreenFallback() {
  return (
    <div class="grid min-h-svh place-items-center">
      <Spinner />
    </div>
  );
}

export function AppProvider({ children }: { children: ComponentChildren }) {
  return (
    <>
      <Suspense fallback={<ScreenFallback />}>{children}</Suspense>
      <Toaster />
    </>
  );
}
