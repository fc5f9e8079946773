// Contact Inquiries (SPEC.md §2). Placeholder until its issue lands.

import { AdminScreenHeader } from './admin-screen-header';

export default function ContactSubmissionsRoute() {
  return <AdminScreenHeader title="Contact Inquiries">Messages sent through the contact form.</AdminScreenHeader>;
}
