// Contact Inquiries (SPEC.md §2).

import { SubmissionsView } from '@/features/contact-submissions/components/submissions-view';

export default function ContactSubmissionsRoute() {
  return <SubmissionsView />;
}
