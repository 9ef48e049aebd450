// Clicks and key presses made before the page is interactive are kept and replayed once it is (docs/decisions/023):
// a small inline script in the document's head records them; the hydrated root hands them to the controls.

/** The window property through which the inline script hands over what it recorded, and stops recording. */
const HANDOVER = "__shopEarlyInput";

/** Controls whose click does nothing without the app: buttons that do not submit a form, and ARIA buttons that are not links. */
const CONTROL = 'button,[role="button"]:not(a[href])';

/** Composite widgets that move within themselves on arrow keys and the like (the date picker's grid, menus, tabs). */
const KEY_WIDGET = '[role="grid"],[role="listbox"],[role="menu"],[role="menubar"],[role="tablist"],[role="radiogroup"],[role="tree"]';

/** How long after hydration a recorded input still waits for its control's code (a lazily loaded part of the page). */
export const EARLY_INPUT_WAIT_MS = 10_000;

/** Recorded by the inline script: the element and, for a key press, the key. */
interface EarlyInput {
  type: "click" | "keydown";
  target: Element;
  key?: string;
  code?: string;
  shiftKey?: boolean;
}

/**
 * The inline script (server text only, with the response's nonce): on the window, ahead of everything else, a click on
 * a control or a key press inside a composite widget is stopped and recorded until the app takes the list. Left out:
 * submit buttons of a form (the browser submits the form itself), controls in a native dialog shown before the app
 * (the consent dialog has its own inline handler), Tab (focus moves without the app), Enter and Space (a focused
 * button turns them into a click, recorded as such) and shortcuts with Ctrl, Alt or Meta.
 */
export function earlyInputScript(): string {
  return `(function(w){var q=[],C=${JSON.stringify(CONTROL)},K=${JSON.stringify(KEY_WIDGET)};function own(e){var t=e.target;return t&&t.closest&&!t.closest("dialog")?t:null}
function click(e){var t=own(e),b=t&&t.closest(C);if(!b||b.disabled||(b.type=="submit"&&b.form))return;e.preventDefault();e.stopImmediatePropagation();q.push({type:"click",target:b})}
function key(e){var t=own(e);if(!t||!t.closest(K)||e.ctrlKey||e.altKey||e.metaKey||e.key=="Tab"||e.key=="Enter"||e.key==" ")return;e.preventDefault();e.stopImmediatePropagation();q.push({type:"keydown",target:t,key:e.key,code:e.code,shiftKey:e.shiftKey})}
w.addEventListener("click",click,true);w.addEventListener("keydown",key,true);
w.${HANDOVER}=function(){w.removeEventListener("click",click,true);w.removeEventListener("keydown",key,true);return q.splice(0)}})(window)`;
}

/** Attributes that name a control for good: a control drawn again in the meantime is found again by them. */
const IDENTITY = ["id", "name", "data-testid", "data-date"];

/** The recorded control, or the one that replaced it (hydration or a re-render drew it anew), when exactly one fits. */
function controlOf(target: Element): Element | null {
  if (target.isConnected) return target;
  const named = IDENTITY.filter((name) => target.hasAttribute(name));
  if (named.length === 0) return null;
  const selector = target.localName + named.map((name) => `[${name}="${CSS.escape(target.getAttribute(name)!)}"]`).join("");
  const found = document.querySelectorAll(selector);
  return found.length === 1 ? found[0]! : null;
}

function eventOf(input: EarlyInput): Event {
  if (input.type === "keydown") {
    return new KeyboardEvent("keydown", { key: input.key, code: input.code, shiftKey: input.shiftKey, bubbles: true, cancelable: true, composed: true });
  }
  return new MouseEvent("click", { bubbles: true, cancelable: true, composed: true, view: window, detail: 1 });
}

/**
 * Hands one recorded input to its control. While the control sits in a part of the page whose code has not arrived,
 * React stops the event before it reaches the control (and hydrates that part first); then it is tried again shortly,
 * until it arrives or the wait is over. A control that left the page meanwhile gets nothing.
 */
async function replay(input: EarlyInput, deadline: number): Promise<void> {
  for (;;) {
    const target = controlOf(input.target);
    if (!target || (target instanceof HTMLButtonElement && target.disabled)) return;
    let reached = false;
    const mark = () => {
      reached = true;
    };
    target.addEventListener(input.type, mark, { once: true });
    target.dispatchEvent(eventOf(input));
    target.removeEventListener(input.type, mark);
    if (reached || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Stops the recording and replays what was recorded, in order; called once, when the document has hydrated. */
export function replayEarlyInput(): void {
  const take = (window as unknown as Record<string, (() => EarlyInput[]) | undefined>)[HANDOVER];
  if (typeof take !== "function") return;
  delete (window as unknown as Record<string, unknown>)[HANDOVER];
  const recorded = take();
  if (recorded.length === 0) return;
  const deadline = Date.now() + EARLY_INPUT_WAIT_MS;
  void (async () => {
    for (const input of recorded) await replay(input, deadline);
  })();
}
