import { createElement, lazy, Suspense, type ComponentType } from 'react';

// The page's optional parts, each in its own chunk: the page downloads a feature's code only when the
// simulation turns it on and the page mounts it. Leaflet and canvas-confetti are further chunks still,
// fetched by the map, Drop-a-Pin and confetti when they show. Each wrapper has its own Suspense (it
// shows nothing while its chunk loads), so the page mounts them like any component.

function lazyFeature<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Feature(props: P) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy as ComponentType<P>, props));
  }
  return Feature;
}

export const SimulationMap = lazyFeature(() =>
  import('./map/SimulationMap.tsx').then((m) => m.SimulationMap),
);
export const DropAPin = lazyFeature(() => import('./location/DropAPin.tsx').then((m) => m.DropAPin));
export const BudgetChart = lazyFeature(() => import('./charts/BudgetChart.tsx').then((m) => m.BudgetChart));
export const ImpactsPanel = lazyFeature(() =>
  import('./impacts/ImpactsPanel.tsx').then((m) => m.ImpactsPanel),
);
export const GuidedTour = lazyFeature(() => import('./tour/GuidedTour.tsx').then((m) => m.GuidedTour));
export const Timer = lazyFeature(() => import('./timer/Timer.tsx').then((m) => m.Timer));
export const GoalModal = lazyFeature(() => import('./goal/GoalModal.tsx').then((m) => m.GoalModal));
export const Confetti = lazyFeature(() => import('./confetti/Confetti.tsx').then((m) => m.Confetti));
export const ShareLinks = lazyFeature(() => import('./share/ShareLinks.tsx').then((m) => m.ShareLinks));

export type { TSimulationMapProps } from './map/SimulationMap.tsx';
export type { TDropAPinProps } from './location/DropAPin.tsx';
export type { TLocation } from './location/pin.ts';
export type { TBudgetChartProps } from './charts/BudgetChart.tsx';
export type { TImpactsPanelProps } from './impacts/ImpactsPanel.tsx';
export type { TGuidedTourProps } from './tour/GuidedTour.tsx';
export type { TTimerProps } from './timer/Timer.tsx';
export type { TGoalModalProps } from './goal/GoalModal.tsx';
export type { TShareLinksProps } from './share/ShareLinks.tsx';
