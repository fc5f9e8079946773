// User Management (docs/PRODUCT.md §2; super admin only).

import { UsersView } from '@/features/users/components/users-view';

export default function UsersRoute() {
  return <UsersView />;
}
