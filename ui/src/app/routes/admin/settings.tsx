// Site Settings (docs/DESIGN.md; super admin only), with the server's backups below.

import { BackupsPanel } from '@/features/backups/components/backups-panel';
import { getSessionUser } from '@/features/auth/session-user';
import { SettingsForm } from '@/features/settings/components/settings-form';

export default function SettingsRoute() {
  return (
    <>
      <SettingsForm />
      {getSessionUser()?.isSuperAdmin && <BackupsPanel />}
    </>
  );
}
