// What a visitor typed, ticked or chose in a drawn page's form before the app took the page
// over (docs/decisions/071). React keeps a field's value as the browser has it when it hydrates
// the field, but its state still holds the drawn value, and its next render of the form (the
// first one after hydration, when what only the browser knows shows) writes that back over the
// typed text. So the typed values are read once the fields are React's, and replayed to them as
// the visitor's own input: each field's onChange takes them into its state.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TYPED = new Set(["button", "submit", "reset", "image", "file", "hidden"]);

/** Whether React owns the element yet (it keeps its fiber under a `__reactFiber$…` key): an
 *  element still inside a part of the page React has not hydrated is left for that part's turn. */
const ownedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactFiber$"));

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");

/** Whether the visitor changed the control from what the page was drawn with. A radio counts
 *  only as the one picked: its group's others follow from it. */
function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement)
    return Array.from(control.options).some((option) => option.selected !== option.defaultSelected);
  if (isCheckable(control))
    return control.type === "radio"
      ? control.checked && !control.defaultChecked
      : control.checked !== control.defaultChecked;
  return !NOT_TYPED.has(control.type) && control.value !== control.defaultValue;
}

interface Typed {
  control: Control;
  value: string;
  checked: boolean;
  selection: [number, number] | null;
}

const pending = new Map<Control, Typed>();

/** Sets what the control shows without React's value tracker hearing it, so the event that
 *  follows reads as a change. */
function showNatively(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const set = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value")?.set;
  set?.call(control, value);
}

function replay({ control, value, checked, selection }: Typed) {
  if (!control.isConnected) return;
  if (control instanceof HTMLSelectElement) {
    control.value = value;
    control.dispatchEvent(new Event("change", { bubbles: true }));
  } else if (isCheckable(control)) {
    // through React's tracker, the opposite; then the click a visitor makes
    control.checked = !checked;
    control.click();
  } else {
    control.value = control.defaultValue;
    showNatively(control, value);
    control.dispatchEvent(new Event("input", { bubbles: true }));
    if (selection && document.activeElement === control) control.setSelectionRange(...selection);
  }
}

function replayPending() {
  const typed = [...pending.values()];
  pending.clear();
  typed.forEach(replay);
}

/** Reads, under `root`, every hydrated control the visitor changed, and replays them after
 *  React's current work: called from an effect of the render that hydrated them, before the
 *  render that would write the drawn values back, which React runs as soon as effects end. */
export function keepTypedBeforeHydration(root: ParentNode = document) {
  const controls = root.querySelectorAll<Control>("input, textarea, select");
  for (const control of controls) {
    if (pending.has(control) || !ownedByReact(control) || !changed(control)) continue;
    if (pending.size === 0) queueMicrotask(replayPending);
    const textual = !(control instanceof HTMLSelectElement) && !isCheckable(control);
    pending.set(control, {
      control,
      value: control.value,
      checked: isCheckable(control) && control.checked,
      selection: textual ? selectionOf(control) : null,
    });
  }
}

/** Where the caret was, for the field being typed in; fields without one (email, number)
 *  answer null. */
function selectionOf(control: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  const { selectionStart: start, selectionEnd: end } = control;
  return start === null || end === null ? null : [start, end];
}
