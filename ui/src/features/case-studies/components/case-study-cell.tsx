// A project's row on the Projects screen says whether it has a case study, and leads to its
// editor: "Write case study", or "Edit case study" with its state (Draft or Published).

import { FilePenLine, FilePlus2 } from 'lucide-react';
import { Link } from 'wouter';
import { StatusBadge } from '@/components/editor/status-badge';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { CaseStudy } from '@/types/case-studies';

export function CaseStudyCell({ projectId, title, study }: { projectId: number; title: string; study?: CaseStudy }) {
  const verb = study ? 'Edit case study' : 'Write case study';
  return (
    <span class="flex flex-wrap items-center gap-2">
      <Link href={paths.admin.caseStudyOf(projectId)} aria-label={`${verb}: ${title}`} class={buttonClasses('ghost', 'xs', '-ml-2.5 text-ink')}>
        {study ? <FilePenLine size={14} aria-hidden="true" /> : <FilePlus2 size={14} aria-hidden="true" />}
        {verb}
      </Link>
      {study && <StatusBadge status={study.status} />}
    </span>
  );
}
