// User Management (SPEC.md §2). Placeholder until its issue lands.

import { AdminScreenHeader } from './admin-screen-header';

export default function UsersRoute() {
  return <AdminScreenHeader title="User Management">Admin accounts and the registration key.</AdminScreenHeader>;
}
