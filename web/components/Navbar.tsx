// The sticky navigation bar: Home and Products with a user menu (My orders, Profile, the
// dashboard for the owner, Logout; or Login and Register) on wide screens, and a menu panel
// with the full list on phones; the favourites' heart and the share button beside them; the
// toasts just under it.
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { FRAME_MSG } from "../../shared/notices";
import { isCurrentLink } from "../../shared/routes";
import { SHOP_NAME } from "../../shared/shop-facts";
import { useAuth } from "../auth/AuthProvider";
import { useDisclosure } from "../hooks/useDisclosure";
import { t } from "../i18n";
import { CHEVRON_ICON, CLOSE_ICON, FLOWER_ICON, HEART_ICON, Icon, MENU_ICON, USER_ICON } from "./Icon";
import { LanguageSwitch } from "./LanguageSwitch";
import { ShareButton } from "./ShareButton";
import { ToastHost, useToast } from "./Toast";

/** Signs out, says so, and goes home (docs/decisions/010-tokens-and-session.md). */
function useLogout() {
  const { signOut } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  return () => {
    signOut();
    toast(FRAME_MSG.loggedOut, "success");
    navigate("/");
  };
}

function UserMenu({ name, isAdmin }: { name: string; isAdmin: boolean }) {
  const { open, toggle, close, rootRef, toggleRef } = useDisclosure();
  const logout = useLogout();
  return (
    <div className="user-menu" ref={rootRef}>
      <button
        type="button"
        ref={toggleRef}
        className="btn btn-ghost btn-sm user-menu-toggle"
        aria-expanded={open}
        aria-controls={open ? "user-menu" : undefined}
        aria-label={t("{name}: account menu", { name })}
        onClick={toggle}
      >
        <Icon d={USER_ICON} size={18} />
        <span className="user-menu-name">{name}</span>
        <Icon d={CHEVRON_ICON} size={16} />
      </button>
      {open ? (
        <ul className="dropdown" id="user-menu">
          <li>
            <Link className="dropdown-item" to="/orders" onClick={close}>
              {t("My orders")}
            </Link>
          </li>
          <li>
            <Link className="dropdown-item" to="/profile" onClick={close}>
              {t("Profile")}
            </Link>
          </li>
          {isAdmin ? (
            <li>
              <Link className="dropdown-item" to="/admin" onClick={close}>
                {t("Admin Panel")}
              </Link>
            </li>
          ) : null}
          <li>
            <button type="button" className="dropdown-item" onClick={logout}>
              {t("Logout")}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

function GuestLinks() {
  return (
    <>
      <Link className="btn btn-ghost btn-sm" to="/login">
        {t("Login")}
      </Link>
      <Link className="btn btn-primary btn-sm" to="/register">
        {t("Register")}
      </Link>
    </>
  );
}

/** A navigation link, marked (class "active", aria-current) on its page as NavLink would:
 *  the rule is shared/routes.ts's isCurrentLink, which the Worker's first-paint HTML uses too. */
function NavItem({ to, children }: { to: string; children: string }) {
  const { pathname } = useLocation();
  const current = isCurrentLink(to, pathname);
  return (
    <Link to={to} className={current ? "active" : ""} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}

/** Home and Products: on the desktop bar and at the top of the phone menu. */
function PrimaryLinks() {
  return (
    <>
      <li>
        <NavItem to="/">{t("Home")}</NavItem>
      </li>
      <li>
        <NavItem to="/products">{t("Products")}</NavItem>
      </li>
    </>
  );
}

/** The heart beside the menus on a wide screen (the phone menu lists Favourites in words): an
 *  icon whatever the language, so the bar stays one line in Khmer. */
function FavouritesLink() {
  const { pathname } = useLocation();
  const current = isCurrentLink("/favourites", pathname);
  return (
    <Link
      to="/favourites"
      className="nav-favourites"
      aria-label={t("Favourites")}
      title={t("Favourites")}
      aria-current={current ? "page" : undefined}
    >
      <Icon d={HEART_ICON} size={22} />
    </Link>
  );
}

/** `share`: the page's share button beside the menus (public pages; not the dashboard). */
export function Navbar({ share = true }: { share?: boolean }) {
  const { user, loading } = useAuth();
  const { pathname } = useLocation();
  const menu = useDisclosure<HTMLElement>();
  const signOutAndGoHome = useLogout();
  const closeMenu = menu.close;
  const logout = () => {
    closeMenu();
    signOutAndGoHome();
  };

  // a followed link closes the phone menu
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose on each new path
  useEffect(() => closeMenu(), [pathname, closeMenu]);

  return (
    <header className="site-header" ref={menu.rootRef}>
      <nav className="navbar container" aria-label={t("Main")}>
        <Link to="/" className="brand">
          <Icon d={FLOWER_ICON} size={26} className="brand-mark" />
          <span>{SHOP_NAME}</span>
        </Link>
        <ul className="nav-links">
          <PrimaryLinks />
        </ul>
        <LanguageSwitch className="language-switch-bar" />
        <div className="nav-user">
          {loading ? null : user ? <UserMenu name={user.name} isAdmin={user.isAdmin} /> : <GuestLinks />}
        </div>
        {share ? <FavouritesLink /> : null}
        {share ? <ShareButton /> : null}
        <button
          type="button"
          ref={menu.toggleRef}
          className="nav-toggle"
          aria-expanded={menu.open}
          aria-controls="mobile-menu"
          aria-label={menu.open ? t("Close menu") : t("Open menu")}
          onClick={menu.toggle}
        >
          <Icon d={menu.open ? CLOSE_ICON : MENU_ICON} size={24} />
        </button>
      </nav>
      {menu.open ? (
        <div className="mobile-menu" id="mobile-menu">
          {user ? <p className="mobile-greeting">{t("Hello, {name}", { name: user.name })}</p> : null}
          <ul className="mobile-links">
            <PrimaryLinks />
            <li>
              <NavItem to="/about">{t("About Us")}</NavItem>
            </li>
            <li>
              <NavItem to="/contact">{t("Contact")}</NavItem>
            </li>
            <li>
              <NavItem to="/favourites">{t("Favourites")}</NavItem>
            </li>
            {user ? (
              <>
                <li>
                  <NavItem to="/orders">{t("My orders")}</NavItem>
                </li>
                <li>
                  <NavItem to="/profile">{t("Profile")}</NavItem>
                </li>
              </>
            ) : null}
            {user?.isAdmin ? (
              <li>
                <NavItem to="/admin">{t("Admin Panel")}</NavItem>
              </li>
            ) : null}
          </ul>
          <div className="mobile-actions">
            {user ? (
              <button type="button" className="btn btn-secondary btn-block" onClick={logout}>
                {t("Logout")}
              </button>
            ) : (
              <GuestLinks />
            )}
          </div>
          <LanguageSwitch className="language-switch-menu" />
        </div>
      ) : null}
      <ToastHost />
    </header>
  );
}
