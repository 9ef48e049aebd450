// Who hears that the shop has signed the member out (an answer with X-Signed-Out, or the 403 of a refused account):
// the member's session hook of every page. A module of its own, so the pages listen without loading the call module.
type SignedOutListener = () => void;
const listeners = new Set<SignedOutListener>();

/** Listens; gives the function that stops listening. */
export function onSignedOut(listener: SignedOutListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener (client/api/api.ts, when an answer says so). */
export function announceSignedOut(): void {
  for (const listener of [...listeners]) listener();
}
