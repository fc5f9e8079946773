// Contact Inquiries (docs/PRODUCT.md §2).

import { SubmissionsView } from '@/features/contact-submissions/components/submissions-view';

export default function ContactSubmissionsRoute() {
  return <SubmissionsView />;
}
