import { lazy, useState, type ComponentType } from 'react';

/** A code-split component whose chunk can be asked for before it renders (first-route.ts). */
export type TLazyChunk<P extends object> = ComponentType<P> & {
  /** Starts loading the chunk, once; a failed load may be asked for again. */
  preload(): Promise<void>;
};

/**
 * React.lazy, except that a component whose chunk is already loaded renders at once. Through lazy()
 * alone its first render still suspends for a microtask: the Suspense fallback is committed, and React
 * then holds the content back for its reveal throttle (300 ms since that fallback), which cost the
 * preloaded editor page about a third of a second (decision 0627).
 */
export function lazyChunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): TLazyChunk<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Chunk(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Chunk, { preload });
}
