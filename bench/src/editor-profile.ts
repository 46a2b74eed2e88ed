// BENCH_DEBUG for bench:editor: a sampled CPU profile of a page load, printed as the functions that
// took most samples (self time), with the page's script, layout and style time.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

interface TProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
}

export async function startProfile(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return cdp;
}

/** The page's main-thread work so far (ms): script, layout and style. Less noisy than wall time on a busy machine. */
export async function mainThreadWork(cdp: CDPSession) {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { script: ms('ScriptDuration'), layout: ms('LayoutDuration'), style: ms('RecalcStyleDuration') };
}

export async function printProfile(cdp: CDPSession) {
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: TProfile };
  const counts = new Map<number, number>();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const byName = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anon)'} ${url.split('/').pop()}:${lineNumber}`;
    byName.set(key, (byName.get(key) ?? 0) + (counts.get(node.id) ?? 0));
  }
  console.info(
    [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([name, samples]) => `${samples}\t${name}`)
      .join('\n'),
  );
}
