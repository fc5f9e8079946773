// Client Logos (SPEC.md §2). Placeholder until its issue lands.

import { AdminScreenHeader } from './admin-screen-header';

export default function ClientLogosRoute() {
  return <AdminScreenHeader title="Client Logos">The logos of the trusted-brands marquee.</AdminScreenHeader>;
}
