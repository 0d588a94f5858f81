// Any unknown path: a friendly note with the way home and to the flowers.
import "../styles/content.css";
import "../styles/info-pages.css";
import { Link } from "react-router-dom";
import { FLOWER_ICON, Icon } from "../components/Icon";
import { PageMeta } from "../components/PageMeta";
import { t } from "../i18n";

export default function NotFoundPage() {
  return (
    <main id="main" tabIndex={-1} className="page not-found">
      <PageMeta />
      <div>
        <span className="not-found-mark">
          <Icon d={FLOWER_ICON} size={40} />
        </span>
        <h1>{t("This page has wilted")}</h1>
        <p className="not-found-text">
          {t(
            "We could not find the page you were looking for. It may have moved, or the address has a typo.",
          )}
        </p>
        <div className="cluster">
          <Link className="btn btn-primary" to="/">
            {t("Back to home")}
          </Link>
          <Link className="btn btn-secondary" to="/products">
            {t("Browse our flowers")}
          </Link>
        </div>
      </div>
    </main>
  );
}
