// The frame of every protected admin screen: the session guard (docs/PRODUCT.md §4), the query cache of
// the admin area and the layout with its sidebar.

import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentChildren } from 'preact';
import { Suspense, useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AdminLayout } from '@/features/admin-layout/components/admin-layout';
import { clearSessionUser, getSessionUser } from '@/features/auth/session-user';
import { clearToken, currentSessionToken, tokenExpiry } from '@/features/auth/token';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { useSiteName } from '@/lib/use-site-name';
// The admin area's utilities: a style sheet of its own, never loaded by the public pages.
import '@/styles/admin.css';

/** setTimeout's longest delay; a later expiry is checked again on the next screen. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export default function AdminShell({ children }: { children: ComponentChildren }) {
  const [location, navigate] = useLocation();
  const token = currentSessionToken();
  const siteName = useSiteName();

  // The session ends when the token expires, even if the admin stays on one screen.
  useEffect(() => {
    const exp = token ? tokenExpiry(token) : null;
    if (exp === null) return;
    const timer = setTimeout(
      () => {
        if (!currentSessionToken()) navigate(paths.admin.root, { replace: true });
      },
      Math.min(Math.max(exp * 1000 - Date.now(), 0) + 50, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [token, navigate]);

  // A missing, unreadable or expired token sends the visitor to the login.
  if (!token) return <Redirect to={paths.admin.root} replace />;

  const user = getSessionUser();

  function logout() {
    clearToken();
    clearSessionUser();
    queryClient.clear();
    toast({ title: 'Logged out' });
    navigate(paths.admin.root);
  }

  return (
    <QueryClientProvider client={queryClient}>
      <AdminLayout
        location={location}
        siteName={siteName}
        username={user?.username}
        isSuperAdmin={!!user?.isSuperAdmin}
        onLogout={logout}
      >
        <Suspense
          fallback={
            <div class="py-20 text-center">
              <Spinner />
            </div>
          }
        >
          {children}
        </Suspense>
      </AdminLayout>
    </QueryClientProvider>
  );
}
