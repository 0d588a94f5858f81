// /login: email and password with show/hide, then every login branch: wrong
// credentials, the verify-email panel for unverified accounts, the suspended panel; beside it
// "E-mail me a code" (docs/decisions/060), which comes first when an e-mail's link sent the visitor here
// (?via=code, set by the sign-in guard). Signing in (either way, or through the verify panel)
// returns to the page that sent the visitor here; the links to register and to reset the
// password carry that page along.
import { useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { normalizeEmail } from "../../shared/email";
import { MSG } from "../../shared/messages";
import { ApiError } from "../api/client";
import { authApi } from "../api/shop";
import { useAuth } from "../auth/AuthProvider";
import { VIA } from "../auth/guards";
import { returnPath, returnState, useOnwardIfSignedIn } from "../auth/returnPath";
import { AuthCard } from "../components/account/AuthCard";
import { CodeSignIn } from "../components/account/CodeSignIn";
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
/** How the login card signs in: by password, or by a code e-mailed to the address. */
type Way = "password" | "code";

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
  const [searchParams] = useSearchParams();
  const [view, setView] = useState<View>("login");
  const [way, setWay] = useState<{ by: Way; asked: boolean }>(() => ({
    by: searchParams.get(VIA.name) === VIA.code ? "code" : "password",
    asked: false,
  }));
  const { values, set, field, check, formProps } = useForm({ email: "", password: "" });
  const { email, password } = values;
  const { busy, notice, setNotice, submit } = useSubmit();

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

  const byCode = () => {
    setNotice(null);
    setWay({ by: "code", asked: true });
  };

  const byPassword = (typed: string, why?: Notice) => {
    set("email", typed);
    setNotice(why ?? null);
    setWay({ by: "password", asked: true });
  };

  const onward = useOnwardIfSignedIn();
  if (onward) return <Navigate to={onward} replace />;

  return (
    <main id="main" className="page auth-page">
      <PageMeta />
      {view === "verify" ? (
        <VerifyEmailPanel
          email={normalizeEmail(email)}
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
          {way.by === "code" ? (
            <CodeSignIn
              initialEmail={email}
              focusFirst={way.asked}
              onUsePassword={byPassword}
              onSuspended={() => setView("suspended")}
            />
          ) : (
            <>
              <FormMessage notice={notice} />
              <form {...formProps(logIn)}>
                <EmailField {...field("email")} />
                <PasswordField
                  label={t("Password")}
                  autoComplete="current-password"
                  // Back from the code form, the caret waits where the password goes.
                  autoFocus={way.asked}
                  {...field("password")}
                />
                <p className="auth-aside">
                  <Link to="/forgot-password" state={returnState(location.state)}>
                    {t("Forgot your password?")}
                  </Link>
                </p>
                <SubmitButton busy={busy} busyLabel={t("Logging in…")}>
                  {t("Log in")}
                </SubmitButton>
              </form>
              <p className="auth-or">{t("No password, or forgot it?")}</p>
              <button type="button" className="btn btn-secondary btn-block" onClick={byCode}>
                {t("E-mail me a code")}
              </button>
            </>
          )}
        </AuthCard>
      ) : null}
    </main>
  );
}
