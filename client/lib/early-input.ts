// Clicks and key presses made before the page is interactive are kept and replayed once it is (docs/decisions/023):
// a small inline script in the document's head records them; the hydrated root takes them and, only when there are
// some, loads the code that hands them to the controls (early-input-replay.ts).

/** The window property through which the inline script hands over what it recorded, and stops recording. */
const HANDOVER = "__shopEarlyInput";

/** Controls whose click does nothing without the app: buttons that do not submit a form, and ARIA buttons that are not links. */
const CONTROL = 'button,[role="button"]:not(a[href])';

/** Composite widgets that move within themselves on arrow keys and the like (the date picker's grid, menus, tabs). */
const KEY_WIDGET = '[role="grid"],[role="listbox"],[role="menu"],[role="menubar"],[role="tablist"],[role="radiogroup"],[role="tree"]';

/** Recorded by the inline script: the element and, for a key press, the key. */
export interface EarlyInput {
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

/** Stops the recording and returns what was recorded (nothing when the inline script did not run); called once, on hydration. */
export function takeEarlyInput(): EarlyInput[] {
  const take = (window as unknown as Record<string, (() => EarlyInput[]) | undefined>)[HANDOVER];
  if (typeof take !== "function") return [];
  delete (window as unknown as Record<string, unknown>)[HANDOVER];
  return take();
}
