// Account (every admin): their own password and two-factor sign-in. A password change answers a
// new token, kept the way a login keeps one.

import { AccountView } from '@/features/account/components/account-view';
import { startSession } from '@/features/auth/session-user';

export default function AccountRoute() {
  return <AccountView onNewSession={startSession} />;
}
