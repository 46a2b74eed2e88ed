import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyChunk } from './lazy-chunk.tsx';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const deferred = () => {
  let resolve!: (module: { default: typeof Greeting }) => void;
  const promise = new Promise<{ default: typeof Greeting }>((done) => (resolve = done));
  return { promise, resolve };
};

describe('lazyChunk', () => {
  it('renders a preloaded chunk at once, with no fallback', async () => {
    const Chunk = lazyChunk(() => Promise.resolve({ default: Greeting }));
    await Chunk.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Chunk name="Ada" />
      </Suspense>,
    );
    // Synchronously: a lazy() component would show the fallback here, however loaded its chunk.
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends until a chunk not yet loaded arrives, loading it once', async () => {
    const load = deferred();
    let calls = 0;
    const Chunk = lazyChunk(() => {
      calls += 1;
      return load.promise;
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Chunk name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    void Chunk.preload();
    await act(async () => load.resolve({ default: Greeting }));
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('asks again after a failed load', async () => {
    let attempt = 0;
    const Chunk = lazyChunk<{ name: string }>(() =>
      ++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Greeting }),
    );
    await expect(Chunk.preload()).rejects.toThrow('offline');
    await Chunk.preload();
    expect(attempt).toBe(2);
  });
});
