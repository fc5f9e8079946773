// Projects (SPEC.md §2). Placeholder until its issue lands.

import { AdminScreenHeader } from './admin-screen-header';

export default function ProjectsRoute() {
  return <AdminScreenHeader title="Projects">The portfolio projects of the work showcase.</AdminScreenHeader>;
}
