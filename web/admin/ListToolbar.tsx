// The head of every admin list (orders, products, users): a search box, an optional
// filter select, an optional order to list them in, and a polite count of the rows shown
// ("2 of 5 orders").
import { useId } from "react";
import { ChoiceSelect } from "../components/forms/ChoiceSelect";

interface ListFilter<Value extends string> {
  label: string;
  value: Value | "";
  onChange: (value: Value | "") => void;
  /** The first option, which shows everything, e.g. "All statuses (12)". */
  allLabel: string;
  options: readonly { value: Value; label: string }[];
}

interface ListSort<Order extends string> {
  label: string;
  value: Order;
  onChange: (value: Order) => void;
  options: readonly { value: Order; label: string }[];
}

export interface ListToolbarProps<Value extends string, Order extends string = string> {
  searchLabel: string;
  /** The box's text and its setter, as useListSearch gives them. */
  search: { query: string; setQuery: (query: string) => void };
  filter?: ListFilter<Value>;
  sort?: ListSort<Order>;
  shown: number;
  total: number;
  /** What the rows are: { one: "order", other: "orders" }. */
  noun: { one: string; other: string };
}

export function ListToolbar<Value extends string, Order extends string = string>({
  searchLabel,
  search,
  filter,
  sort,
  shown,
  total,
  noun,
}: ListToolbarProps<Value, Order>) {
  const id = useId();
  return (
    <>
      <div className="admin-filters">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-search`}>
            {searchLabel}
          </label>
          <input
            id={`${id}-search`}
            className="field-input"
            type="search"
            value={search.query}
            onChange={(event) => search.setQuery(event.target.value)}
          />
        </div>
        {filter ? (
          <ChoiceSelect
            label={filter.label}
            anyLabel={filter.allLabel}
            value={filter.value}
            options={filter.options}
            onChange={filter.onChange}
          />
        ) : null}
        {sort ? (
          <ChoiceSelect
            label={sort.label}
            value={sort.value}
            options={sort.options}
            onChange={(value) => value && sort.onChange(value)}
          />
        ) : null}
      </div>
      <p className="admin-count" aria-live="polite">
        {`${shown === total ? "" : `${shown} of `}${total} ${total === 1 ? noun.one : noun.other}`}
      </p>
    </>
  );
}
