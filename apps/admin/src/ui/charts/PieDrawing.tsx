import { Pie, PieChart, type PieLabelRenderProps } from 'recharts';
import type { TPieSlice } from '@commonpurse/domain/analytics';
import { sharePercent } from './format.ts';
import { colorOf, PIE_SIZE } from './chart-style.ts';

export interface TPieDrawingProps {
  slices: readonly TPieSlice[];
  /** Which slices print their percent beside them (the city chart: above 1 %). */
  showLabel?: (slice: TPieSlice) => boolean;
}

/**
 * The pie itself (Recharts; the legend and the text alternative are beside it). Fixed size, so it
 * prints as it looks; Recharts' keyboard layer is off, the hidden table is the accessible form.
 */
export default function PieDrawing({ slices, showLabel = () => true }: TPieDrawingProps) {
  const data = slices.map((slice, index) => ({ ...slice, fill: colorOf(index) }));
  const label = (props: PieLabelRenderProps) => {
    const slice = slices[props.index];
    if (!slice || !showLabel(slice)) return null;
    return (
      <text
        x={props.x}
        y={props.y}
        textAnchor={props.textAnchor}
        dominantBaseline="central"
        fill="#1c2430"
        fontSize={12}
      >
        {sharePercent(slice.percentage)}
      </text>
    );
  };
  return (
    <PieChart width={PIE_SIZE.width} height={PIE_SIZE.height} accessibilityLayer={false}>
      <Pie
        data={data}
        dataKey="amount"
        nameKey="label"
        outerRadius={PIE_SIZE.radius}
        isAnimationActive={false}
        rootTabIndex={-1}
        stroke={slices.length > 1 ? '#ffffff' : 'none'}
        label={label}
        labelLine={false}
      />
    </PieChart>
  );
}
