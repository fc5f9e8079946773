// Content Preview (SPEC.md §2). Placeholder until its issue lands.

import { AdminScreenHeader } from './admin-screen-header';

export default function ContentPreviewRoute() {
  return <AdminScreenHeader title="Content Preview">The live sections as visitors see them.</AdminScreenHeader>;
}
