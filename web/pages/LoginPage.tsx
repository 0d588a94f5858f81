// /login: email and password with show/hide, then every login branch: wrong
// credentials, the verify-email panel for unverified accounts, the suspended panel. Signing in
// (here or through the verify panel) returns to the page that sent the visitor here; the links
// to register and to reset the password carry that page along.
import { useState } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { MSG } from "../../shared/messages";
import { ApiError } from "../api/client";
import { authApi } from "../api/shop";
import { useAuth } from "../auth/AuthProvider";
import { returnPath, returnState, useOnwardIfSignedIn } from "../auth/returnPath";
import { AuthCard } from "../components/account/AuthCard";
import { SuspendedPanel } from "../components/account/SuspendedPanel";
import { VerifyEmailPanel } from "../components/account/VerifyEmailPanel";
import { rateLimitedOr } from "../components/forms/apiError";
import { errorNotice, FormMessage, type Notice } from "../components/forms/FormMessage";
import { PasswordField } from "../components/forms/PasswordField";
import { EmailField } from "../components/forms/PersonFields";
import { SubmitButton } from "../components/forms/SubmitButton";
import { FORM_TEXT } from "../components/forms/texts";
import { useForm } from "../components/forms/useForm";
import { useSubmit } from "../components/forms/useSubmit";
import { emailError, requiredError } from "../components/forms/validation";
import { PageMeta } from "../components/PageMeta";
import { t } from "../i18n";
import { T } from "../i18n/T";

type View = "login" | "verify" | "suspended";
type Outcome = { view: "verify" | "suspended" } | { notice: Notice };

/** What a refused login means: which panel opens, or which message shows. */
function loginFailure(error: unknown): Outcome {
  if (error instanceof ApiError) {
    if (error.code === "suspended") return { view: "suspended" };
    if (error.code === "notVerified") return { view: "verify" };
    if (error.status === 401) return { notice: errorNotice(MSG.login.invalid) };
  }
  return { notice: errorNotice(rateLimitedOr(error, MSG.login.failed)) };
}

export default function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [view, setView] = useState<View>("login");
  const { values, set, field, check, formProps } = useForm({ email: "", password: "" });
  const { email, password } = values;
  const { busy, notice, submit } = useSubmit();

  const logIn = () =>
    submit({
      check: () =>
        check((typed) => ({
          email: emailError(typed.email),
          password: requiredError(typed.password, FORM_TEXT.passwordRequired),
        })),
      action: async () => {
        const { user, accessToken } = await authApi.login(email.trim(), password);
        if (user.isSuspended) {
          setView("suspended");
          return undefined;
        }
        signIn(user, accessToken);
        navigate(returnPath(location.state), { replace: true });
        return undefined;
      },
      failed: (error) => {
        const outcome = loginFailure(error);
        if ("notice" in outcome) return outcome.notice;
        setView(outcome.view);
        return undefined;
      },
    });

  const backToLogin = () => {
    set("password", "");
    setView("login");
  };

  const onward = useOnwardIfSignedIn();
  if (onward) return <Navigate to={onward} replace />;

  return (
    <main id="main" className="page auth-page">
      <PageMeta />
      {view === "verify" ? (
        <VerifyEmailPanel
          email={email.trim().toLowerCase()}
          onBack={backToLogin}
          onSuspended={() => setView("suspended")}
        />
      ) : null}
      {view === "suspended" ? <SuspendedPanel onBack={backToLogin} /> : null}
      {view === "login" ? (
        <AuthCard
          title={t("Welcome back")}
          lead={t("Log in to order flowers and follow your deliveries.")}
          footer={
            <p>
              <T
                text="New here? {link}"
                values={{
                  link: (
                    <Link to="/register" state={returnState(location.state)}>
                      {t("Create an account")}
                    </Link>
                  ),
                }}
              />
            </p>
          }
        >
          <FormMessage notice={notice} />
          <form {...formProps(logIn)}>
            <EmailField {...field("email")} />
            <PasswordField label={t("Password")} autoComplete="current-password" {...field("password")} />
            <p className="auth-aside">
              <Link to="/forgot-password" state={returnState(location.state)}>
                {t("Forgot your password?")}
              </Link>
            </p>
            <SubmitButton busy={busy} busyLabel={t("Logging in…")}>
              {t("Log in")}
            </SubmitButton>
          </form>
        </AuthCard>
      ) : null}
    </main>
  );
}
