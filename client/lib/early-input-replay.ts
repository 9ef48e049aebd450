// Hands the clicks and key presses recorded before the page was interactive (early-input.ts) to their controls; loaded
// only when there are some.
import { type EarlyInput, WAITING_ATTRIBUTE } from "./early-input";

/** How long after it is handed over a recorded input still waits for its control's code (a lazily loaded part of the page). */
export const EARLY_INPUT_WAIT_MS = 10_000;

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

/**
 * Whether React has taken the control over from the server's HTML. React marks each element it hydrated with a
 * `__reactFiber$…` property (react-dom's internal instance key, the same since React 17); an element inside a part
 * still waiting for its code (or for its streamed HTML) has none, and an event on it reaches no handler.
 */
function hydratedControl(target: Element): boolean {
  return Object.keys(target).some((key) => key.startsWith("__reactFiber$"));
}

/**
 * Gives a field back what was typed or chosen in it before hydration, as if done now. React renders the field with the
 * value it rendered on the server (empty), and on hydration takes the text on screen as what it already knows: the
 * field's next render would clear it. So the field is first set to something else through its own setter (which React
 * tracks), then to what was typed through the browser's, and its event follows: React sees a change and hands the text
 * to the field's handler, as when typed; a field no longer focused is then left again. A box is set the other way round
 * the same way, then clicked. A field typed into since hydration is left alone.
 */
function restoreValue(target: Element, input: EarlyInput): void {
  if ((target as HTMLInputElement).disabled) return;
  if (target instanceof HTMLInputElement && (target.type === "checkbox" || target.type === "radio")) {
    if (input.checked === undefined) return;
    target.checked = !input.checked;
    target.click();
    return;
  }
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)) return;
  if (input.value === undefined) return;
  // Typed into since hydration (neither what was typed before nor what the server rendered): React has that already.
  const rendered = target instanceof HTMLSelectElement ? null : target.defaultValue;
  if (target.value !== input.value && target.value !== rendered) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), "value")?.set;
  if (!setter) return;
  target.value = input.value === "" ? " " : "";
  setter.call(target, input.value);
  target.dispatchEvent(new Event(target instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  // A field already left is checked as if left now: fields check on leaving, and that leave came before the app. (The
  // footer's own giving back does the same, so whichever comes last, the field ends typed and left.)
  if (document.activeElement !== target) target.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
}

function eventOf(input: EarlyInput): Event {
  if (input.type === "keydown") {
    return new KeyboardEvent("keydown", { key: input.key, code: input.code, shiftKey: input.shiftKey, bubbles: true, cancelable: true, composed: true });
  }
  return new MouseEvent("click", { bubbles: true, cancelable: true, composed: true, view: window, detail: 1 });
}

/** Hands one recorded input over (below), then takes the control's waiting mark off. */
async function replay(input: EarlyInput, deadline: number): Promise<void> {
  try {
    await handOver(input, deadline);
  } finally {
    // The control no longer waits, whether its input was taken, given at the end of the wait, or had nowhere to go.
    input.target.removeAttribute(WAITING_ATTRIBUTE);
    controlOf(input.target)?.removeAttribute(WAITING_ATTRIBUTE);
  }
}

/**
 * Hands one recorded input to its control, once React has hydrated it. Should React still stop the event before it
 * reaches the control (a part of the page whose code has not arrived: React hydrates that part first), it is tried
 * again shortly, until it arrives or the wait is over. At the end of the wait the input is dispatched all the same
 * (a handler of the page's own, not React's, still gets it), rather than dropped. A control that left the page
 * meanwhile gets nothing.
 */
async function handOver(input: EarlyInput, deadline: number): Promise<void> {
  for (;;) {
    const target = controlOf(input.target);
    if (!target || (target instanceof HTMLButtonElement && target.disabled)) return;
    const late = Date.now() > deadline;
    if (!hydratedControl(target) && !late) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    if (input.type === "value") {
      restoreValue(target, input);
      return;
    }
    let reached = false;
    const mark = () => {
      reached = true;
    };
    target.addEventListener(input.type, mark, { once: true });
    target.dispatchEvent(eventOf(input));
    target.removeEventListener(input.type, mark);
    if (reached || late) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The inputs handed over so far, replayed one after the other in the order they were made. */
let queue: Promise<void> = Promise.resolve();

/**
 * Replays inputs recorded before the page was interactive, or made since on a part not yet interactive, in order; each
 * waits for its control at most EARLY_INPUT_WAIT_MS from when it is handed over.
 */
export function replayEarlyInput(recorded: EarlyInput[]): void {
  const deadline = Date.now() + EARLY_INPUT_WAIT_MS;
  for (const input of recorded) queue = queue.then(() => replay(input, deadline));
}
