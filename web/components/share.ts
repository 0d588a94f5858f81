// Sharing the current address: the device's share sheet when there is one, otherwise
// the clipboard (with the old selection trick for browsers without the Clipboard API).

export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection trick (insecure origins, denied permission)
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export async function shareOrCopy(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // a refused share (e.g. no user gesture) still deserves a copied link
    }
  }
  return (await copyText(url)) ? "copied" : "failed";
}
