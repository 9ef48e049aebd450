// Schemas that load with the first call needing one of them (the order and member calls' contracts, the CMS
// documents), rather than with the page: building zod schemas is a large part of a page's first script run
// (docs/decisions/028). No imports here, so that a module can name its schemas without loading them.

/**
 * The module once the task that built its schemas has ended: a module is evaluated in the task its import resolves in,
 * and the answer it reads, with the render that follows, would otherwise share that task and make it one long task.
 */
const afterThisTask = <M>(module: M) => new Promise<M>((resolve) => setTimeout(resolve, 0, module));

/** The named schemas of a module, loaded at the first ask; a load that failed is tried again by the next ask. */
export function schemasOf<M>(load: () => Promise<M>): <K extends keyof M>(name: K) => Promise<M[K]> {
  let module: Promise<M> | null = null;
  return (name) => {
    module ??= load().then(afterThisTask, (error: unknown) => {
      module = null;
      throw error;
    });
    return module.then((loaded) => loaded[name]);
  };
}
