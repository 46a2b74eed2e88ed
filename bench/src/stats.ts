/** Percentile of already measured durations (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export async function measure(label: string, iterations: number, run: () => Promise<unknown>) {
  const durations: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i += 1) {
    const t = performance.now();
    await run();
    durations.push(performance.now() - t);
  }
  const total = performance.now() - started;
  durations.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(2).padStart(8);
  console.info(
    `${label.padEnd(44)} n=${String(iterations).padStart(5)}  p50 ${fmt(percentile(durations, 50))} ms  p95 ${fmt(
      percentile(durations, 95),
    )} ms  ${((iterations / total) * 1000).toFixed(0).padStart(6)} ops/s`,
  );
}
