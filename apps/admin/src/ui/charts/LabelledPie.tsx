import type { ReactNode } from 'react';
import { ChartCard, type TChartCardProps } from './ChartCard.tsx';
import { PieFigure, type TPieFigureProps } from './PieFigure.tsx';

/** A titled pie chart card: the pie, its legend, its hidden table, or 'No data to display'. */
export function LabelledPie({
  action,
  headingLevel,
  ...figure
}: TPieFigureProps & { action?: ReactNode; headingLevel?: TChartCardProps['headingLevel'] }) {
  return (
    <ChartCard title={figure.title} action={action} headingLevel={headingLevel}>
      <PieFigure {...figure} />
    </ChartCard>
  );
}
