// Services (SPEC.md §2). Placeholder until its issue lands.

import { AdminScreenHeader } from './admin-screen-header';

export default function ServicesRoute() {
  return <AdminScreenHeader title="Services">The services shown on the home page.</AdminScreenHeader>;
}
