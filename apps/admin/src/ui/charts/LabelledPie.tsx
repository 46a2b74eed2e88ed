import type { ReactNode } from 'react';
import { ChartCard } from './ChartCard.tsx';
import { PieFigure, type TPieFigureProps } from './PieFigure.tsx';

/** A titled pie chart card: the pie, its legend, its hidden table, or 'No data to display'. */
export function LabelledPie({ action, ...figure }: TPieFigureProps & { action?: ReactNode }) {
  return (
    <ChartCard title={figure.title} action={action}>
      <PieFigure {...figure} />
    </ChartCard>
  );
}
