// The share button, in the header of every public page (the navigation bar places it, so it
// covers nothing at any width or zoom). Its menu (ShareMenu) is fetched on first hover, focus
// or open and drops down below it, with 'Link copied!' under the menu for 2 seconds after Copy Link.
import { lazy, Suspense, useEffect, useState } from "react";
import { COPY_CONFIRM_MS } from "../../shared/limits";
import { FRAME_MSG } from "../../shared/notices";
import { useDisclosure } from "../hooks/useDisclosure";
import { t } from "../i18n";
import { withLaterTexts } from "../i18n/later";
import { CLOSE_ICON, Icon, SHARE_ICON } from "./Icon";

const loadMenu = withLaterTexts(() => import("./ShareMenu"));
const ShareMenu = lazy(loadMenu);

export function ShareButton() {
  const { open, toggle, rootRef, toggleRef } = useDisclosure();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <div className="share" ref={rootRef}>
      <button
        type="button"
        ref={toggleRef}
        className="share-toggle"
        aria-expanded={open}
        aria-controls={open ? "share-menu" : undefined}
        aria-label={t("Share this page")}
        onClick={toggle}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
      >
        <Icon d={open ? CLOSE_ICON : SHARE_ICON} size={22} />
      </button>
      <div className="share-popover">
        {open ? (
          <Suspense fallback={null}>
            <ShareMenu id="share-menu" copied={copied} onCopied={() => setCopied(true)} />
          </Suspense>
        ) : null}
        <p className="share-status" role="status">
          {copied ? t(FRAME_MSG.linkCopied) : ""}
        </p>
      </div>
    </div>
  );
}
