// The state every account form repeats: its text values, the messages of the last check,
// the props that tie a field to both, and the <form> props that run a check-then-call submit.
import { type FormEvent, useCallback, useRef, useState } from "react";
import { type FieldErrors, focusFirstError, hasErrors } from "./validation";

/** What TextField, PasswordField and CodeField take to show one value of the form. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

export function useForm<Values extends Record<string, string>>(initial: Values | (() => Values)) {
  type Name = keyof Values & string;
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});

  const set = useCallback(
    (name: Name, value: string) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );

  const field = (name: Name): FieldBinding => ({
    name,
    value: values[name] ?? "",
    onChange: (value) => set(name, value),
    error: errors[name],
  });

  /** Shows the messages found, focusing the first field that has one; true when there are none. */
  const check = (found: FieldErrors<Name>): boolean => {
    setErrors(found);
    if (!hasErrors(found)) return true;
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
