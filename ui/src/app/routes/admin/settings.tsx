// Site Settings (docs/DESIGN.md; super admin only).

import { SettingsForm } from '@/features/settings/components/settings-form';

export default function SettingsRoute() {
  return <SettingsForm />;
}
