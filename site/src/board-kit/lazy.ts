/**
 * False for a board's first draw, true from the draw after it has been painted (Preact runs an
 * effect after the browser's next frame): for a part a player does not touch first (below the
 * fold, a long sheet), so that a slow phone shows the move it can tap sooner (issue 32).
 */
export function useFirstDrawPainted(): boolean {
  return useDrawStages(1) >= 1;
}

/**
 * 0 for a board's first draw, then 1, 2, … up to `stages`, each in the draw after the previous one
 * was painted (a task of its own): a board that draws the rest of itself in several parts leaves
 * a slow phone's main thread free between them, so a tap on its first move waits for one part at
 * most, not for all of them (`npm run bench:phone`, "a tap then waits").
 */
export function useDrawStages(stages: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => { if (stage < stages) setStage(stage + 1); }, [stage]);
  return stage;
}

/**
 * A part of a board that is not drawn at first (a panel opened by a click, the referee's sheets):
 * its own chunk, fetched once the board has drawn (`preload`), so the first draw does not wait for
 * it and a click finds it there. Until it has arrived the part draws nothing, then redraws.
 */
import { h, type ComponentType, type FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): { Part: FunctionComponent<P>; preload(): Promise<void> } {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  // A failed fetch (offline, a new deploy) is tried again by the next draw that needs the part.
  const preload = (): Promise<void> => (pending ??= load().then((c) => { loaded = c; }, (err: unknown) => { pending = null; throw err; }));
  const Part: FunctionComponent<P> = (props) => {
    const [, redraw] = useState(0);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      preload().then(() => { if (live) redraw((n) => n + 1); }, () => {});
      return () => { live = false; };
    }, []);
    return loaded ? h(loaded as ComponentType<any>, props) : null;
  };
  return { Part, preload };
}
