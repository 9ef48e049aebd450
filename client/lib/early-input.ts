// Clicks, key presses and typed text made before the page is interactive are kept and replayed once it is
// (docs/decisions/023): a small inline script in the document's head records them; the hydrated root takes them and,
// only when there are some, loads the code that hands them to the controls (early-input-replay.ts).

/** The window property through which the inline script hands over what it recorded, and stops recording. */
const HANDOVER = "__shopEarlyInput";

/**
 * The mark of a control whose click is held until the app can take it: the stylesheet shows it as busy (a page that
 * waits for the visitor, docs/decisions/027, loads its app at that click), and the replay takes the mark off.
 */
export const WAITING_ATTRIBUTE = "data-early";

/** Controls whose click does nothing without the app: buttons that do not submit a form, and ARIA buttons that are not links. */
const CONTROL = "button,[role=button]:not(a[href])";

/** Composite widgets that move within themselves on arrow keys and the like (the date picker's grid, menus, tabs). */
const KEY_WIDGET = "[role=grid],[role=listbox],[role=menu],[role=menubar],[role=tablist],[role=radiogroup],[role=tree]";

/**
 * Recorded by the inline script: the element and, for a key press, the key; for a field filled in before hydration
 * ("value"), what it last held: its text or choice (`value`), or for a check box or radio button whether it was on
 * (`checked`). React sets a field it hydrates back to the value it rendered, so what was typed would be lost.
 */
export interface EarlyInput {
  type: "click" | "keydown" | "value";
  target: Element;
  key?: string;
  code?: string;
  shiftKey?: boolean;
  value?: string;
  checked?: boolean;
}

/**
 * The inline script (server text only, with the response's nonce): on the window, ahead of everything else, a click on
 * a control or a key press inside a composite widget is stopped and recorded until the app takes the list. Left out:
 * submit buttons of a form (the browser submits the form itself), controls in a native dialog shown before the app
 * (the consent dialog has its own inline handler), Tab (focus moves without the app), Enter and Space (a focused
 * button turns them into a click, recorded as such), shortcuts with Ctrl, Alt or Meta, and events the page dispatched
 * itself (the replay's own). A held click marks its control as waiting (WAITING_ATTRIBUTE). A field's input or change is not stopped (the text shows as typed): the field is listed,
 * once, at its first change, with what it holds after the last.
 *
 * Once the app has taken the list, the script goes on for the parts of the page that hydrate later (a lazily loaded
 * part React has not taken over yet, whose server HTML shows but whose buttons do nothing): an input on a control
 * there is stopped and handed to the app's sink at once. React marks every element it has taken over with a
 * `__reactFiber$…` key; a part still waiting for its code sits between the comments of its Suspense boundary in the
 * server HTML (`<!--$-->`, `<!--$?-->` or `<!--$!-->` … `<!--/$-->`). A control without the key, whose outermost
 * unmarked ancestor lies inside such a pair, is waiting; any other input goes on to React untouched.
 */
export function earlyInputScript(): string {
  // Written short: it is in every page's HTML (its lines joined, each ends a statement or a function). f: React has
  // taken the node over; p: the control waits for its part's code; o: the event's own target, if held at all; u: hold
  // one input (into the list, or to the sink once given); v: note what a field holds, until the handover.
  return `(function(w,d){var q=[],s,C=${JSON.stringify(CONTROL)},K=${JSON.stringify(KEY_WIDGET)};
function f(n){return Object.keys(n).some(function(k){return k.indexOf("__reactFiber$")==0})}
function p(b){if(f(b))return 0;for(var n=b,x,h=0;n.parentNode&&n.parentNode!=d&&!f(n.parentNode);)n=n.parentNode;for(x=n.previousSibling;x;x=x.previousSibling)if(x.nodeType==8){if(x.data=="/$")h++;else if(/^\\$[?!]?$/.test(x.data)){if(!h)return 1;h--}}return 0}
function o(e){var t=e.isTrusted&&e.target;return t&&t.closest&&!t.closest("dialog")&&t}
function u(e,i){if(s&&!p(i.target))return;e.preventDefault();e.stopImmediatePropagation();i.type=="click"&&i.target.setAttribute(${JSON.stringify(WAITING_ATTRIBUTE)},"");s?s(i):q.push(i)}
function v(e){var t=o(e),i;if(s||!t||!/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))return;i=t.__early||q[q.push(t.__early={type:"value",target:t})-1];/^(checkbox|radio)$/.test(t.type)?i.checked=t.checked:i.value=t.value}
w.addEventListener("input",v,!0);w.addEventListener("change",v,!0);
w.addEventListener("click",function(e){var b=o(e);b=b&&b.closest(C);b&&!b.disabled&&!(b.type=="submit"&&b.form)&&u(e,{type:"click",target:b})},!0);
w.addEventListener("keydown",function(e){var t=o(e);t&&t.closest(K)&&!e.ctrlKey&&!e.altKey&&!e.metaKey&&!/^(Tab|Enter| )$/.test(e.key)&&u(e,{type:"keydown",target:t,key:e.key,code:e.code,shiftKey:e.shiftKey})},!0);
w.${HANDOVER}=function(k){s=k;return q.splice(0)}})(window,document)`.replace(/\n/g, "");
}

/**
 * Returns what was recorded before hydration (nothing when the inline script did not run) and from then on hands each
 * input on a part that hydrates later to `sink` as it comes; called once, on hydration.
 */
export function takeEarlyInput(sink: (input: EarlyInput) => void): EarlyInput[] {
  const take = (window as unknown as Record<string, ((sink: (input: EarlyInput) => void) => EarlyInput[]) | undefined>)[HANDOVER];
  if (typeof take !== "function") return [];
  delete (window as unknown as Record<string, unknown>)[HANDOVER];
  return take(sink);
}
