// Testimonials (SPEC.md §2). Placeholder until its issue lands.

import { AdminScreenHeader } from './admin-screen-header';

export default function TestimonialsRoute() {
  return <AdminScreenHeader title="Testimonials">The client stories shown on the home page.</AdminScreenHeader>;
}
