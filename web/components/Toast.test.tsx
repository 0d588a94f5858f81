// Toasts: one at a time in a polite live region, an optional action (Undo) that closes the
// toast, its own duration or the time to read it, held while pointed at or focused, and the
// close report a caller can act on.
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FRAME_MSG } from "../../shared/notices";
import { setLanguage } from "../i18n";
import { type ShowToast, ToastHost, type ToastOptions, ToastProvider, useToast } from "./Toast";

let show: ShowToast = () => {};
function Grab() {
  show = useToast();
  return null;
}

const renderToasts = () =>
  render(
    <ToastProvider>
      <ToastHost />
      <Grab />
    </ToastProvider>,
  );
const region = () => screen.getByRole("status");
const raise = (message: string, kind?: Parameters<ShowToast>[1], options?: ToastOptions) =>
  act(() => show(message, kind, options));

afterEach(() => {
  vi.useRealTimers();
  setLanguage("en");
});

describe("toasts", () => {
  it("shows the message in a polite live region and leaves after 4 seconds", () => {
    vi.useFakeTimers();
    renderToasts();
    raise("Saved", "success");
    expect(region()).toHaveAttribute("aria-live", "polite");
    expect(region()).toHaveTextContent("Saved");
    act(() => vi.advanceTimersByTime(3900));
    expect(region()).toHaveTextContent("Saved");
    act(() => vi.advanceTimersByTime(200));
    expect(region()).toBeEmptyDOMElement();
  });

  it("shows one toast at a time: a new one replaces the old, and keeps its own full time", () => {
    vi.useFakeTimers();
    renderToasts();
    const onClose = vi.fn();
    raise("First", "info", { onClose });
    act(() => vi.advanceTimersByTime(3000));
    raise("Second", "error");
    expect(region()).toHaveTextContent("Second");
    expect(region()).not.toHaveTextContent("First");
    expect(onClose).toHaveBeenCalledWith("replaced");
    act(() => vi.advanceTimersByTime(3000));
    expect(region()).toHaveTextContent("Second");
    expect(region().querySelectorAll(".toast")).toHaveLength(1);
  });

  it("stays for the duration asked for", () => {
    vi.useFakeTimers();
    renderToasts();
    const onClose = vi.fn();
    raise("Long one", "info", { durationMs: 10_000, onClose });
    act(() => vi.advanceTimersByTime(9000));
    expect(region()).toHaveTextContent("Long one");
    act(() => vi.advanceTimersByTime(1000));
    expect(region()).toBeEmptyDOMElement();
    expect(onClose).toHaveBeenCalledExactlyOnceWith("timeout");
  });

  it("offers its action as a button; pressing it runs the action and closes the toast", async () => {
    const user = userEvent.setup();
    renderToasts();
    const onAction = vi.fn();
    const onClose = vi.fn();
    raise("Deleted Red Roses", "success", { action: { label: "Undo", onAction }, onClose });
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledExactlyOnceWith("action");
    expect(region()).toBeEmptyDOMElement();
  });

  it("gives a toast with an action longer than a plain one (8 seconds), so it can be reached", () => {
    vi.useFakeTimers();
    renderToasts();
    raise("Deleted Red Roses", "success", { action: { label: "Undo", onAction: () => {} } });
    act(() => vi.advanceTimersByTime(7900));
    expect(screen.getByRole("button", { name: "Undo" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole("button", { name: "Undo" })).not.toBeInTheDocument();
  });
});

describe("time to read it", () => {
  /** Lays the toast out at 100-400 × 20-80 px, as a browser would. */
  const layOut = () => {
    const toast = region().querySelector(".toast") as HTMLElement;
    toast.getBoundingClientRect = () =>
      ({ left: 100, right: 400, top: 20, bottom: 80, width: 300, height: 60 }) as DOMRect;
  };
  const pointAt = (clientX: number, clientY: number, pointerType = "mouse") =>
    act(() => {
      fireEvent.pointerMove(window, { clientX, clientY, pointerType });
    });

  it("stays 60 ms longer for each character past 40, up to 10 seconds", () => {
    vi.useFakeTimers();
    renderToasts();
    const ninety = "A".repeat(90); // 4 s + 50 × 60 ms
    raise(ninety, "info");
    act(() => vi.advanceTimersByTime(6900));
    expect(region()).toHaveTextContent(ninety);
    act(() => vi.advanceTimersByTime(200));
    expect(region()).toBeEmptyDOMElement();

    const long = "B".repeat(400);
    raise(long, "info");
    act(() => vi.advanceTimersByTime(9900));
    expect(region()).toHaveTextContent(long);
    act(() => vi.advanceTimersByTime(200));
    expect(region()).toBeEmptyDOMElement();
  });

  it("stays while the pointer is over it, then runs on for the time it had left", () => {
    vi.useFakeTimers();
    renderToasts();
    raise("Saved", "success");
    layOut();
    act(() => vi.advanceTimersByTime(3000));
    pointAt(200, 50);
    act(() => vi.advanceTimersByTime(30_000));
    expect(region()).toHaveTextContent("Saved");
    pointAt(200, 300);
    act(() => vi.advanceTimersByTime(900));
    expect(region()).toHaveTextContent("Saved");
    act(() => vi.advanceTimersByTime(200));
    expect(region()).toBeEmptyDOMElement();
  });

  it("is not held by a finger's tap, which goes through it", () => {
    vi.useFakeTimers();
    renderToasts();
    raise("Saved", "success");
    layOut();
    pointAt(200, 50, "touch");
    act(() => vi.advanceTimersByTime(4100));
    expect(region()).toBeEmptyDOMElement();
  });

  it("stays while focus is in it, then runs on for the time it had left", () => {
    vi.useFakeTimers();
    renderToasts();
    const onClose = vi.fn();
    raise("Deleted Red Roses", "success", { action: { label: "Undo", onAction: () => {} }, onClose });
    act(() => vi.advanceTimersByTime(5000));
    const undo = screen.getByRole("button", { name: "Undo" });
    act(() => undo.focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(undo).toBeInTheDocument();
    act(() => undo.blur());
    act(() => vi.advanceTimersByTime(2900));
    expect(undo).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(region()).toBeEmptyDOMElement();
    expect(onClose).toHaveBeenCalledExactlyOnceWith("timeout");
  });
});

describe("in another language", () => {
  it("shows a shared English message and its action in the page's language", () => {
    setLanguage("zh", { [FRAME_MSG.linkCopied]: "链接已复制！", Undo: "撤销" });
    renderToasts();
    raise(FRAME_MSG.linkCopied, "success", { action: { label: "Undo", onAction: () => {} } });
    expect(region()).toHaveTextContent("链接已复制！");
    expect(screen.getByRole("button", { name: "撤销" })).toBeInTheDocument();
  });
});
