import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { Section } from '@/editor-kit/save-fields.tsx';
import { PAPER_LABELS as L } from './labels.ts';
import { numberedProjects, type TNumberedProject } from './paper-ballot.ts';
import { PaperBallotForm } from './PaperBallotForm.tsx';
import { RecentPaperBallots } from './RecentPaperBallots.tsx';
import { useAmountFormat } from '@/editor-kit/useAmountFormat.ts';

/** The projects with the numbers staff type, in columns so a long list stays in view. */
function NumberedProjects({ projects, costs }: { projects: readonly TNumberedProject[]; costs: boolean }) {
  const money = useAmountFormat();
  return (
    <Box
      component="ol"
      aria-label={L.projectsCaption}
      sx={{ columnWidth: '16rem', columnGap: 3, m: 0, pl: 4 }}
    >
      {projects.map((project) => (
        <Box component="li" key={project.id} value={project.number} sx={{ breakInside: 'avoid', py: 0.25 }}>
          {project.name}
          {costs && (
            <Typography component="span" color="text.secondary">
              {` (${money(project.amount)})`}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

export function PaperBallotsSection() {
  const { simulation } = useEditor();
  const projects = useMemo(() => numberedProjects(simulation), [simulation]);
  const points = simulation.mode === 'points';
  const costs = simulation.mode !== 'points' && simulation.mode !== 'nonnumerical';
  return (
    <Section title={L.title}>
      <Alert severity="info">{L.note}</Alert>
      {projects.length === 0 ? (
        <Typography>{L.noProjects}</Typography>
      ) : (
        <>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {L.projects}
          </Typography>
          <NumberedProjects projects={projects} costs={costs} />
          <PaperBallotForm budgetId={simulation.id} projects={projects} points={points} />
          <RecentPaperBallots budgetId={simulation.id} projects={projects} />
        </>
      )}
    </Section>
  );
}
