// The form pieces every account page builds on: labels, show/hide, code cleaning, form
// state and checks, announced messages, busy buttons and the one-action-at-a-time guard.
import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../i18n";
import { CheckField } from "./CheckField";
import { ChoiceSelect } from "./ChoiceSelect";
import { CodeField } from "./CodeField";
import { errorNotice, FormMessage, successNotice } from "./FormMessage";
import { NewPasswordFields } from "./NewPasswordFields";
import { PasswordField } from "./PasswordField";
import { SubmitButton } from "./SubmitButton";
import { TextField } from "./TextField";
import { useBusy } from "./useBusy";
import { useForm } from "./useForm";
import { requiredError } from "./validation";

function Controlled({ kind }: { kind: "password" | "code" }) {
  const [value, setValue] = useState("");
  return kind === "password" ? (
    <PasswordField
      label="Password"
      name="password"
      autoComplete="current-password"
      value={value}
      onChange={setValue}
    />
  ) : (
    <CodeField label="Verification code" name="otp" value={value} onChange={setValue} />
  );
}

type Place = { city: string; street: string };
const placeErrors = (values: Place) => ({
  city: requiredError(values.city, "Need a city"),
  street: values.street.length < 3 ? "Street: 3 letters or more" : undefined,
});

function TwoFields({ onSend }: { onSend: (values: Place) => void }) {
  const { values, field, check, formProps } = useForm({ city: "", street: "" });
  const submit = () => {
    if (check(placeErrors)) onSend(values);
  };
  return (
    <form {...formProps(submit)}>
      <TextField label="City" {...field("city")} />
      <TextField label="Street" {...field("street")} />
      <button type="submit">Send</button>
    </form>
  );
}

describe("useForm", () => {
  it("ties each field to its value and message, and focuses the first field with one", async () => {
    const sent: unknown[] = [];
    render(<TwoFields onSend={(values) => sent.push(values)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Street"), "Sivatha");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByLabelText("City")).toHaveFocus();
    expect(screen.getByLabelText("City")).toHaveAccessibleDescription("Need a city");
    expect(screen.queryByText(/Street:/)).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText("City"), "Siem Reap");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(sent).toEqual([{ city: "Siem Reap", street: "Sivatha" }]);
  });

  it("after a failed check, takes each message away once its field is valid, not before", async () => {
    render(<TwoFields onSend={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Street"), "S");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const [city, street] = [screen.getByLabelText("City"), screen.getByLabelText("Street")];
    expect(city).toHaveAccessibleDescription("Need a city");
    expect(street).toHaveAccessibleDescription("Street: 3 letters or more");

    await user.type(street, "i");
    expect(street).toHaveAccessibleDescription("Street: 3 letters or more");
    await user.type(street, "v");
    expect(street).not.toHaveAccessibleDescription();
    expect(street).not.toHaveAttribute("aria-invalid");
    expect(city).toHaveAccessibleDescription("Need a city");
    await user.type(city, "S");
    expect(city).not.toHaveAccessibleDescription();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says at once when a field edited after a failed check goes wrong, and nothing before any check", async () => {
    render(<TwoFields onSend={() => {}} />);
    const user = userEvent.setup();
    const [city, street] = [screen.getByLabelText("City"), screen.getByLabelText("Street")];
    await user.type(street, "S");
    expect(street).not.toHaveAccessibleDescription();
    await user.type(street, "ivatha");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(city).toHaveAccessibleDescription("Need a city");
    expect(street).not.toHaveAccessibleDescription();

    await user.clear(street);
    expect(street).toHaveAccessibleDescription("Street: 3 letters or more");
  });

  it("stops checking on each change once a check passes", async () => {
    const sent: Place[] = [];
    render(<TwoFields onSend={(values) => sent.push(values)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.type(screen.getByLabelText("City"), "Siem Reap");
    await user.type(screen.getByLabelText("Street"), "Sivatha");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(sent).toHaveLength(1);
    await user.clear(screen.getByLabelText("City"));
    expect(screen.getByLabelText("City")).not.toHaveAccessibleDescription();
  });
});

describe("TextField", () => {
  it("labels the input, ties hint and error to it and marks it invalid", () => {
    render(
      <TextField
        label="Email"
        name="email"
        value=""
        onChange={() => {}}
        hint="We never share it"
        error="Bad"
      />,
    );
    const input = screen.getByLabelText("Email");
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("We never share it Bad");
    expect(screen.getByRole("alert")).toHaveTextContent("Bad");
  });

  it("marks optional fields as such and not required", () => {
    render(<TextField label="Landmark" name="landmark" value="" onChange={() => {}} optional />);
    expect(screen.getByLabelText(/Landmark/)).not.toBeRequired();
    expect(screen.getByText("(optional)")).toBeInTheDocument();
  });
});

describe("PasswordField", () => {
  it("shows and hides the password with a labelled button", async () => {
    render(<Controlled kind="password" />);
    const input = screen.getByLabelText("Password");
    await userEvent.type(input, "secret1");
    expect(input).toHaveAttribute("type", "password");
    expect(input).toHaveAttribute("autocomplete", "current-password");

    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveValue("secret1");
    await userEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input).toHaveAttribute("type", "password");
  });
});

describe("NewPasswordFields", () => {
  const binding = (name: string) => ({ name, value: "", onChange: () => {}, error: undefined });

  it("labels the confirmation after the password and hints the minimum length", () => {
    render(
      <NewPasswordFields label="Password" password={binding("password")} confirm={binding("confirm")} />,
    );
    const password = screen.getByLabelText("Password");
    const confirm = screen.getByLabelText("Confirm password");
    for (const input of [password, confirm]) {
      expect(input).toHaveAttribute("autocomplete", "new-password");
      expect(input).toHaveAttribute("maxlength", "128");
      expect(input).toBeRequired();
    }
    expect(password).toHaveAccessibleDescription("At least 6 characters");
  });

  it("says 'New password' by default and can be optional", () => {
    render(<NewPasswordFields optional password={binding("newPassword")} confirm={binding("confirm")} />);
    expect(screen.getByLabelText(/^New password/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Confirm new password/)).not.toBeRequired();
  });
});

describe("CodeField", () => {
  it("keeps only digits, at most 6, with the one-time-code hints", async () => {
    render(<Controlled kind="code" />);
    const input = screen.getByLabelText("Verification code");
    expect(input).toHaveAttribute("inputmode", "numeric");
    expect(input).toHaveAttribute("autocomplete", "one-time-code");
    await userEvent.click(input);
    await userEvent.paste("12 34-5678");
    expect(input).toHaveValue("123456");
    await userEvent.type(input, "a9");
    expect(input).toHaveValue("123456");
  });
});

describe("FormMessage", () => {
  it("announces errors as alerts and successes politely", () => {
    const { rerender } = render(
      <FormMessage notice={errorNotice("Failed to place order.", "Out of stock")} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to place order.Out of stock");
    rerender(<FormMessage notice={successNotice("Saved")} />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
    rerender(<FormMessage notice={null} />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("brings each new message into view and leaves focus alone", () => {
    const scrolled: [string | null, ScrollIntoViewOptions | boolean | undefined][] = [];
    Element.prototype.scrollIntoView = function (this: Element, options) {
      scrolled.push([this.textContent, options]);
    };
    try {
      const { rerender } = render(<FormMessage notice={null} />);
      expect(scrolled).toEqual([]);
      const failed = errorNotice("Failed to update profile");
      rerender(<FormMessage notice={failed} />);
      rerender(<FormMessage notice={failed} />);
      rerender(<FormMessage notice={successNotice("Saved")} />);
      expect(scrolled).toEqual([
        ["Failed to update profile", { block: "nearest" }],
        ["Saved", { block: "nearest" }],
      ]);
      expect(document.body).toHaveFocus();
    } finally {
      Reflect.deleteProperty(Element.prototype, "scrollIntoView");
    }
  });
});

describe("SubmitButton and useBusy", () => {
  it("shows the busy label, stays focusable and says it is unavailable", () => {
    render(
      <SubmitButton busy busyLabel="Saving…">
        Save
      </SubmitButton>,
    );
    const button = screen.getByRole("button", { name: "Saving…" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).not.toBeDisabled();
  });

  it("runs one action at a time and ignores a second one meanwhile", async () => {
    const { result } = renderHook(() => useBusy());
    let calls = 0;
    let finish = () => {};
    const action = () =>
      new Promise<void>((resolve) => {
        calls += 1;
        finish = resolve;
      });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(action);
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run(action));
    expect(calls).toBe(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.busy).toBe(false);
    await act(() =>
      result.current.run(async () => {
        calls += 1;
      }),
    );
    expect(calls).toBe(2);
  });
});

describe("in another language", () => {
  // A made-up catalogue: the pieces show each English text they are handed in its translation.
  const CATALOGUE = {
    Password: "KM-Password",
    "Show {field}": "KM-Show {field}",
    Show: "KM-Show",
    "New password": "KM-New password",
    "Confirm {field}": "KM-Confirm {field}",
    "At least {count} characters": "KM-At least {count} characters",
    "(optional)": "KM-(optional)",
    "Please enter your password": "KM-Please enter your password",
    "Not sent": "KM-Not sent",
    "Server reason": "KM-Server reason",
    "Saving…": "KM-Saving…",
    Save: "KM-Save",
    "I am the recipient": "KM-I am the recipient",
    Roses: "KM-Roses",
    "All categories": "KM-All categories",
  };
  afterEach(() => setLanguage("en"));

  it("shows labels, hints, markers, errors, notices and button labels translated", () => {
    setLanguage("km", CATALOGUE);
    render(
      <>
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value=""
          onChange={() => {}}
          optional
          error="Please enter your password"
        />
        <NewPasswordFields
          password={{ name: "p", value: "", onChange: () => {}, error: undefined }}
          confirm={{ name: "c", value: "", onChange: () => {}, error: undefined }}
        />
        <FormMessage notice={errorNotice("Not sent", "Server reason")} />
        <SubmitButton busy={false} busyLabel="Saving…">
          Save
        </SubmitButton>
        <SubmitButton busy busyLabel="Saving…">
          Save
        </SubmitButton>
        <CheckField label="I am the recipient" checked={false} onChange={() => {}} />
        <ChoiceSelect
          label="Password"
          value=""
          options={[{ value: "roses", label: "Roses" }]}
          anyLabel="All categories"
          onChange={() => {}}
        />
      </>,
    );
    expect(screen.getByText("KM-(optional)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "KM-Show km-password" })).toHaveTextContent("KM-Show");
    expect(screen.getByText("KM-Please enter your password")).toBeInTheDocument();
    expect(screen.getByLabelText("KM-New password")).toHaveAccessibleDescription("KM-At least 6 characters");
    expect(screen.getByLabelText("KM-Confirm km-new password")).toBeInTheDocument();
    expect(screen.getByText("KM-Not sent")).toBeInTheDocument();
    expect(screen.getByText("KM-Server reason")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "KM-Save" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "KM-Saving…" })).toBeInTheDocument();
    expect(screen.getByLabelText("KM-I am the recipient")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "KM-Roses" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "KM-All categories" })).toBeInTheDocument();
  });
});
