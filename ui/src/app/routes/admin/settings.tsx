// Settings (DESIGN.md, super admin only). Placeholder until its issue lands.

import { AdminScreenHeader } from './admin-screen-header';

export default function SettingsRoute() {
  return <AdminScreenHeader title="Settings">Site name, contact details and analytics.</AdminScreenHeader>;
}
