// "Save QR" and "Share" under the KHQR code: the code is shown on the phone whose banking app must
// scan it, so the customer keeps it as a picture (khqrImage.ts) to open from the app's gallery,
// or sends it to whoever pays. "Share" shows only where the browser can share a PNG file.
import { useEffect, useRef, useState } from "react";
import type { KhqrAnswer } from "../../../shared/payment";
import { t } from "../../i18n";
import { formatKhr, formatUsd } from "../../lib/format";
import { khqrPngFile } from "./khqrImage";

/** The browser's share sheet for files, where it has one. */
const canShareFiles = () => typeof navigator.canShare === "function" && typeof navigator.share === "function";

/** Offers `file` as a download, the way a link with `download` does. */
function download(file: File, url: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** One picture per code, made at the first need. */
const pictures = new WeakMap<KhqrAnswer, Promise<File | null>>();
function pictureOf(answer: KhqrAnswer): Promise<File | null> {
  let picture = pictures.get(answer);
  if (!picture) {
    const facts = {
      qr: answer.qr,
      amount: `${formatUsd(answer.amount)} · ${formatKhr(answer.amount_khr)}`,
      order: t("Order #{number}", { number: answer.bill_number }),
      font: getComputedStyle(document.body).fontFamily,
    };
    picture = khqrPngFile(facts, answer.bill_number).catch(() => null);
    pictures.set(answer, picture);
  }
  return picture;
}

export function KhqrSaveShare({ answer }: { answer: KhqrAnswer }) {
  const url = useRef<string | null>(null);
  const [shareable, setShareable] = useState<File | null>(null);
  const [problem, setProblem] = useState("");

  // The share sheet opens only right after a tap: the picture is made before it.
  useEffect(() => {
    let live = true;
    if (canShareFiles())
      pictureOf(answer).then((file) => {
        if (live && file && navigator.canShare({ files: [file] })) setShareable(file);
      });
    return () => {
      live = false;
      setShareable(null);
      if (url.current) URL.revokeObjectURL(url.current);
      url.current = null;
    };
  }, [answer]);

  const save = async () => {
    setProblem("");
    const file = await pictureOf(answer);
    if (!file) {
      setProblem(t("The QR code could not be saved. Please take a screenshot instead."));
      return;
    }
    url.current ??= URL.createObjectURL(file);
    download(file, url.current);
  };

  const share = async (file: File) => {
    setProblem("");
    try {
      await navigator.share({ files: [file] });
    } catch (failure) {
      // Closing the share sheet is no failure.
      if (!(failure instanceof DOMException && failure.name === "AbortError"))
        setProblem(t("The QR code could not be shared. Please use Save QR instead."));
    }
  };

  return (
    <div className="khqr-keep">
      <div className="khqr-keep-actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={save}>
          {t("Save QR")}
        </button>
        {shareable ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => share(shareable)}>
            {t("Share")}
          </button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
