// The shared frame of every page: skip link, promo banner, sticky navigation (with the share
// button), the page itself (each page renders its own <main id="main">) and footer.
// The dashboard (the admin-guarded routes) is a workspace: no public footer, no share button.
// When a signed-in call finds the account suspended, the suspended panel takes the page's place.
import "../styles/frame.css";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { isDashboard } from "../../shared/routes";
import { useSuspendedNotice } from "../auth/SessionExpiry";
import { t } from "../i18n";
import { withLaterTexts } from "../i18n/later";
import { focusNewPage } from "../lib/page-focus";
import Footer from "./Footer";
import { Navbar } from "./Navbar";
import { PromoBanner } from "./PromoBanner";
import { useToastPageChange } from "./Toast";

// seldom needed, so it is fetched only when it is
const SuspendedPage = lazy(withLaterTexts(() => import("./account/SuspendedPanel")));

/** The page, or the suspended panel while it is up; going to another page puts it away. */
function PageOrSuspended() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const suspended = useSuspendedNotice();
  const shownOn = useRef<string | null>(null);
  const { shown, dismiss } = suspended;

  useEffect(() => {
    if (!shown) shownOn.current = null;
    else if (shownOn.current === null) shownOn.current = pathname;
    else if (shownOn.current !== pathname) dismiss();
  }, [shown, pathname, dismiss]);

  if (!shown) return <Outlet />;
  const backToLogin = () => {
    dismiss();
    navigate("/login", { state: { from: pathname } });
  };
  return (
    <Suspense fallback={<main id="main" className="page" aria-busy="true" />}>
      <SuspendedPage onBack={backToLogin} />
    </Suspense>
  );
}

export function Layout() {
  const { pathname } = useLocation();
  const inDashboard = isDashboard(pathname);
  const toastPageChanged = useToastPageChange();
  const shownPath = useRef(pathname);

  // A new page starts at its top with focus in it, as a full page load would, and the last
  // page's toast leaves, unless it came with this navigation (Toast.tsx). Not on the first
  // page: a visitor may already have scrolled or tabbed into the page the HTML drew before
  // the app took over.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (typeof window.scrollTo === "function") window.scrollTo(0, 0);
    toastPageChanged();
    return focusNewPage();
  }, [pathname, toastPageChanged]);

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t("Skip to main content")}
      </a>
      <PromoBanner />
      <Navbar share={!inDashboard} />
      <div className="site-content">
        <PageOrSuspended />
      </div>
      {inDashboard ? null : <Footer />}
    </div>
  );
}
