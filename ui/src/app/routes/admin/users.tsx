// User Management (SPEC.md §2; super admin only).

import { UsersView } from '@/features/users/components/users-view';

export default function UsersRoute() {
  return <UsersView />;
}
