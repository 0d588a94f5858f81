// A picture only the signed-in customer of an order or an admin may see (a payment proof, a
// delivery photo): fetched with the session's token, since an <img src> cannot send it, and
// shown from a blob URL that is released when the picture goes.
import { useEffect, useState } from "react";
import { apiFetch } from "../api/client";
import { t } from "../i18n";

type Loaded = { status: "loading" } | { status: "ready"; url: string } | { status: "failed" };

export function PrivateImage({
  src,
  alt,
  className,
}: {
  /** An API path such as /api/orders/12/payment-proof; a new value fetches again. */
  src: string;
  alt: string;
  className?: string;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });

  useEffect(() => {
    let url: string | null = null;
    let current = true;
    setLoaded({ status: "loading" });
    apiFetch(src)
      .then((response) => response.blob())
      .then((blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setLoaded({ status: "ready", url });
      })
      .catch(() => {
        if (current) setLoaded({ status: "failed" });
      });
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [src]);

  const name = t(alt);
  if (loaded.status === "ready") return <img src={loaded.url} alt={name} className={className} />;
  // Only the failure is announced: a page of pictures should not read out "loading" for each.
  if (loaded.status === "failed") {
    return (
      <p className="text-muted private-image-placeholder" role="status">
        {t("{picture}: could not be loaded.", { picture: name })}
      </p>
    );
  }
  return (
    <p className="text-muted private-image-placeholder">{t("{picture}: loading…", { picture: name })}</p>
  );
}
