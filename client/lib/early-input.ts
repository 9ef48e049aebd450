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
 * button turns them into a click, recorded as such), shortcuts with Ctrl, Alt or Meta, and events the page dispatched
 * itself (the replay's own).
 *
 * Once the app has taken the list, the script goes on for the parts of the page that hydrate later (a lazily loaded
 * part React has not taken over yet, whose server HTML shows but whose buttons do nothing): an input on a control
 * there is stopped and handed to the app's sink at once. React marks every element it has taken over with a
 * `__reactFiber$…` key; a part still waiting for its code sits between the comments of its Suspense boundary in the
 * server HTML (`<!--$-->`, `<!--$?-->` or `<!--$!-->` … `<!--/$-->`). A control without the key, whose outermost
 * unmarked ancestor lies inside such a pair, is waiting; any other input goes on to React untouched.
 */
export function earlyInputScript(): string {
  return `(function(w,d){var q=[],s=null,C=${JSON.stringify(CONTROL)},K=${JSON.stringify(KEY_WIDGET)};
function fib(n){var k=Object.keys(n);for(var i=0;i<k.length;i++)if(k[i].indexOf("__reactFiber$")==0)return 1;return 0}
function waiting(b){if(fib(b))return 0;var n=b,x,v,depth=0;while(n.parentNode&&n.parentNode!=d&&!fib(n.parentNode))n=n.parentNode;
for(x=n.previousSibling;x;x=x.previousSibling)if(x.nodeType==8){v=x.data;if(v=="/$")depth++;else if(v=="$"||v=="$?"||v=="$!"){if(!depth)return 1;depth--}}return 0}
function own(e){var t=e.isTrusted&&e.target;return t&&t.closest&&!t.closest("dialog")?t:null}
function put(e,i){if(s&&!waiting(i.target))return;e.preventDefault();e.stopImmediatePropagation();s?s(i):q.push(i)}
function click(e){var t=own(e),b=t&&t.closest(C);if(!b||b.disabled||(b.type=="submit"&&b.form))return;put(e,{type:"click",target:b})}
function key(e){var t=own(e);if(!t||!t.closest(K)||e.ctrlKey||e.altKey||e.metaKey||e.key=="Tab"||e.key=="Enter"||e.key==" ")return;put(e,{type:"keydown",target:t,key:e.key,code:e.code,shiftKey:e.shiftKey})}
w.addEventListener("click",click,true);w.addEventListener("keydown",key,true);
w.${HANDOVER}=function(sink){s=sink;return q.splice(0)}})(window,document)`;
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
