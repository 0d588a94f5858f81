// The frame of an editable list of rows in the Settings form (slots, areas): each row a group
// named after itself with a Remove button, then the list's own message, the Add button and,
// where asked, the "at most N" hint once the list is full.
import { type ReactNode, useRef } from "react";
import { FieldError } from "../../components/forms/Field";

interface EditableRowsProps<Row extends { key: string }> {
  legend: ReactNode;
  hint: ReactNode;
  /** Lower case, singular: "slot" names the rows "Slot: …", "Remove slot …" and "Add slot". */
  noun: string;
  rows: readonly Row[];
  /** What the owner typed as the row's name; a blank one is called e.g. "Slot 2". */
  typedName: (row: Row) => string;
  rowClassName: string;
  max: number;
  showLimit?: boolean;
  errorId: string;
  error: string | undefined;
  onAdd: () => void;
  onRemove: (key: string) => void;
  children: (row: Row) => ReactNode;
}

export function EditableRows<Row extends { key: string }>(props: EditableRowsProps<Row>) {
  const { noun, rows, error, errorId } = props;
  const addButton = useRef<HTMLButtonElement>(null);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const full = rows.length >= props.max;
  return (
    <fieldset className="admin-fieldset">
      <legend>{props.legend}</legend>
      <p className="field-hint">{props.hint}</p>
      <ul className="settings-rows">
        {rows.map((row, index) => {
          const name = props.typedName(row).trim() || `${Noun} ${index + 1}`;
          return (
            <li key={row.key}>
              <fieldset className={`settings-row ${props.rowClassName}`}>
                <legend className="visually-hidden">{`${Noun}: ${name}`}</legend>
                {props.children(row)}
                <button
                  type="button"
                  className="btn btn-ghost btn-sm admin-btn-cancel settings-remove"
                  aria-label={`Remove ${noun} ${name}`}
                  onClick={() => {
                    props.onRemove(row.key);
                    // The removed row took focus with it; the list's Add button keeps the owner in place.
                    addButton.current?.focus();
                  }}
                >
                  Remove
                </button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <FieldError id={errorId} message={error} />
      <button
        ref={addButton}
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={full}
        data-invalid={error ? "true" : undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={props.onAdd}
      >
        {`Add ${noun}`}
      </button>
      {full && props.showLimit ? <p className="field-hint">{`At most ${props.max} ${noun}s.`}</p> : null}
    </fieldset>
  );
}
