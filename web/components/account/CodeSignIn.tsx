// Signing in by a code e-mailed to the address (docs/decisions/060), beside the password on /login and
// first when an e-mail's link sent the visitor there (?via=code): the address, then the 6-digit
// code (Enter in the field sends it), signed in and back to where signing in began. An address
// the shop has no verified account for is asked its name and mobile (as /register asks them)
// and the same code goes again with them: the server keeps it unused until then.
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { normalizeEmail } from "../../../shared/email";
import { CODE_LENGTH } from "../../../shared/limits";
import { MSG } from "../../../shared/messages";
import { authApi } from "../../api/shop";
import { useAuth } from "../../auth/AuthProvider";
import { returnPath } from "../../auth/returnPath";
import { t } from "../../i18n";
import { hasCode, hasStatus, rateLimitedOr, refusalDetail, refusedField } from "../forms/apiError";
import { CodeField } from "../forms/CodeField";
import { CodeSentNote, ResendCodeButton } from "../forms/CodeSent";
import { errorNotice, FormMessage, type Notice, successNotice } from "../forms/FormMessage";
import { EmailField, FullNameField, MobileField } from "../forms/PersonFields";
import { SubmitButton } from "../forms/SubmitButton";
import { FORM_TEXT } from "../forms/texts";
import { useBusy } from "../forms/useBusy";
import { useForm } from "../forms/useForm";
import { useSubmit } from "../forms/useSubmit";
import { codeError, emailError, mobileError, requiredError } from "../forms/validation";
import { sendSignInCode } from "./sendSignInCode";

type Step = "email" | "code" | "details";

export interface CodeSignInProps {
  /** The address typed so far (on the password form). */
  initialEmail: string;
  /** Moves focus to the address as the form appears (it was asked for, not there on arrival). */
  focusFirst?: boolean;
  /** Back to the password form with the address typed (and why, for the owner's address). */
  onUsePassword: (email: string, notice?: Notice) => void;
  onSuspended: () => void;
}

/** The refusal (400, naming the field) of a right code for a new address sent without its name
 *  or mobile: the code was not used up. */
const needsDetails = (error: unknown) =>
  hasStatus(error, 400) && ["name", "mobile"].includes(refusedField(error) ?? "");

export function CodeSignIn({
  initialEmail,
  focusFirst = false,
  onUsePassword,
  onSuspended,
}: CodeSignInProps) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<Step>("email");
  const [sentAt, setSentAt] = useState(0);
  const { values, field, check, setErrors, formProps } = useForm({
    email: initialEmail,
    otp: "",
    name: "",
    mobile: "",
  });
  const { busy, notice, setNotice, submit } = useSubmit();
  const resending = useBusy();
  const box = useRef<HTMLDivElement>(null);
  const email = normalizeEmail(values.email);

  // Each new step puts the caret in its first field; the first one only when it was asked for.
  const moved = useRef(focusFirst);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the step changes
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    box.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, [step]);

  const sendCode = async () => {
    await sendSignInCode(email);
    setSentAt(Date.now());
  };

  const askCode = () =>
    submit({
      check: () => check((typed) => ({ email: emailError(typed.email) })),
      action: async () => {
        await sendCode();
        setErrors({});
        setStep("code");
        return undefined;
      },
      failed: (error) => errorNotice(rateLimitedOr(error, MSG.register.resendFailed)),
    });

  const verify = (withDetails: boolean) =>
    submit({
      check: () =>
        check((typed) =>
          withDetails
            ? { name: requiredError(typed.name, FORM_TEXT.nameRequired), mobile: mobileError(typed.mobile) }
            : { otp: codeError(typed.otp) },
        ),
      action: async () => {
        const session = await authApi.verifyEmailCode({
          email,
          otp: values.otp,
          ...(withDetails ? { name: values.name.trim(), mobile: values.mobile.trim() } : {}),
        });
        if (session.user.isSuspended) {
          onSuspended();
          return undefined;
        }
        signIn(session.user, session.accessToken);
        navigate(returnPath(location.state), { replace: true });
        return undefined;
      },
      failed: (error) => {
        if (needsDetails(error)) {
          setErrors({});
          setStep("details");
          return undefined;
        }
        if (hasCode(error, "suspended")) {
          onSuspended();
          return undefined;
        }
        // The owner's account opens with its password only: the password form, saying so.
        if (hasCode(error, "adminNeedsPassword")) {
          onUsePassword(values.email, errorNotice(refusalDetail(error) ?? MSG.login.failed));
          return undefined;
        }
        // A code refused at the last step (expired meanwhile) is typed again on the code step.
        if (withDetails && hasStatus(error, 400)) setStep("code");
        return errorNotice(refusalDetail(error) ?? MSG.register.otpFailed);
      },
    });

  const resend = () =>
    resending.run(async () => {
      try {
        await authApi.emailCode(email);
        setSentAt(Date.now());
        setNotice(successNotice(MSG.register.resent));
      } catch (error) {
        setNotice(errorNotice(rateLimitedOr(error, MSG.register.resendFailed)));
      }
    });

  const usePassword = (
    <button type="button" className="btn btn-ghost" onClick={() => onUsePassword(values.email)}>
      {t("Use my password instead")}
    </button>
  );

  return (
    <div ref={box} className="code-sign-in">
      <FormMessage notice={notice} />
      {step === "email" ? (
        <form {...formProps(askCode)} aria-label={t("Log in with a code")}>
          <p className="field-hint">
            {t("We e-mail you a {count}-digit code: no password needed.", { count: CODE_LENGTH })}
          </p>
          <EmailField {...field("email")} />
          <SubmitButton busy={busy} busyLabel={t("Sending…")}>
            {t("E-mail me a code")}
          </SubmitButton>
          <div className="auth-actions">{usePassword}</div>
        </form>
      ) : null}
      {step === "code" ? (
        <form {...formProps(() => verify(false))} aria-label={t("Log in with a code")}>
          <CodeSentNote className="field-hint" email={email} />
          <CodeField label={t("Verification code")} {...field("otp")} />
          <SubmitButton busy={busy} busyLabel={t("Logging in…")}>
            {t("Log in")}
          </SubmitButton>
          <CodeActions
            sentAt={sentAt}
            resending={resending.busy}
            onResend={resend}
            onOtherEmail={() => {
              setNotice(null);
              setStep("email");
            }}
          />
        </form>
      ) : null}
      {step === "details" ? (
        <form {...formProps(() => verify(true))} aria-label={t("Your details")}>
          <p className="field-hint">
            {t(
              "Welcome! {email} has no account with us yet: tell us your name and mobile number, and we open it with this code.",
              { email },
            )}
          </p>
          <FullNameField {...field("name")} />
          <MobileField {...field("mobile")} />
          <SubmitButton busy={busy} busyLabel={t("Logging in…")}>
            {t("Continue")}
          </SubmitButton>
        </form>
      ) : null}
    </div>
  );
}

function CodeActions(props: {
  sentAt: number;
  resending: boolean;
  onResend: () => void;
  onOtherEmail: () => void;
}) {
  return (
    <div className="auth-actions">
      <ResendCodeButton sentAt={props.sentAt} resending={props.resending} onResend={props.onResend} />
      <button type="button" className="btn btn-ghost" onClick={props.onOtherEmail}>
        {t("Use a different email")}
      </button>
    </div>
  );
}
