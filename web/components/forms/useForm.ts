// The state every account form repeats: its text values, the messages of the last check,
// the props that tie a field to both, and the <form> props that run a check-then-call submit.
// After a check that found something, the form's rule runs again on every change: a message
// goes as soon as its field is valid, and a field edited since then says at once what is wrong.
import { type FormEvent, type SetStateAction, useCallback, useRef, useState } from "react";
import { type FieldErrors, focusFirstError, hasErrors } from "./validation";

/** What TextField, PasswordField and CodeField take to show one value of the form. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** A form's check: the message of each field that is wrong, read from the values. */
export type FormRule<Values, Name extends string> = (values: Values) => FieldErrors<Name>;

/** The messages to show after a failed check: those shown then and those of fields edited
 *  since, each as the rule finds it now (so a valid field's message is gone). */
export function recheckedErrors<Name extends string>(
  shown: FieldErrors<Name>,
  now: FieldErrors<Name>,
  edited: readonly Name[],
): FieldErrors<Name> {
  const names = new Set<Name>(edited);
  for (const [name, message] of Object.entries(shown)) if (message) names.add(name as Name);
  const next: FieldErrors<Name> = {};
  for (const name of names) if (now[name]) next[name] = now[name];
  return next;
}

export function useForm<Values extends Record<string, string>>(initial: Values | (() => Values)) {
  type Name = keyof Values & string;
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(initial);
  const [checked, setChecked] = useState<FieldErrors<Name>>({});
  // The rule of the last failed check and the fields edited since; null before one, or once it passes.
  const [recheck, setRecheck] = useState<{ rule: FormRule<Values, Name>; edited: Name[] } | null>(null);

  const set = useCallback((name: Name, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setRecheck((current) =>
      current && !current.edited.includes(name) ? { ...current, edited: [...current.edited, name] } : current,
    );
  }, []);

  const errors = recheck ? recheckedErrors(checked, recheck.rule(values), recheck.edited) : checked;

  /** Replaces the messages (e.g. none on a new step); the rule stops running until the next check. */
  const setErrors = useCallback((next: SetStateAction<FieldErrors<Name>>) => {
    setRecheck(null);
    setChecked(next);
  }, []);

  const field = (name: Name): FieldBinding => ({
    name,
    value: values[name] ?? "",
    onChange: (value) => set(name, value),
    error: errors[name],
  });

  /**
   * Runs the form's rule (values → messages) and shows what it finds, focusing the first field
   * that has a message; true when there is none. The rule runs again on each change after that.
   */
  const check = (rule: FormRule<Values, Name>): boolean => {
    const found = rule(values);
    setChecked(found);
    if (!hasErrors(found)) {
      setRecheck(null);
      return true;
    }
    setRecheck({ rule, edited: [] });
    focusFirstError(form.current, found);
    return false;
  };

  /** Props of the <form>: the browser's own checks off (ours use MSG's words), submit runs `onSubmit`. */
  const formProps = (onSubmit: () => unknown) => ({
    ref: form,
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void onSubmit();
    },
  });

  return { values, setValues, set, errors, setErrors, field, check, formProps };
}
