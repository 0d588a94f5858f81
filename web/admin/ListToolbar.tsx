// The head of every admin list (orders, products, users): a search box, an optional
// filter select (more controls as children), an optional order to list them in, and a polite
// count of the rows shown ("2 of 5 orders"; "50 orders, more to load" while the server has more;
// "1 order matches" for a list the server filtered), announced as the filters change. On a
// phone the controls after the search fold behind a "Filters" button, so the first rows show on
// the first screen; wider screens show them all and no button.
import { type ReactNode, useId, useState } from "react";
import { SEARCH_MAX } from "../../shared/paging";
import { ChoiceSelect, type ChoiceSelectProps } from "../components/forms/ChoiceSelect";
import { formatCount } from "../lib/format";
import "./lists.css";

/** The filter: its first option (anyLabel) shows everything, e.g. "All statuses (12)". */
type ListFilter<Value extends string> = ChoiceSelectProps<Value> & { anyLabel: string };

/** The order to list the rows in: always one of its options. */
type ListSort<Order extends string> = Omit<ChoiceSelectProps<Order>, "value" | "onChange" | "anyLabel"> & {
  value: Order;
  onChange: (value: Order) => void;
};

export interface ListToolbarProps<Value extends string, Order extends string = string> {
  searchLabel: string;
  /** The box's text and its setter, as useListSearch gives them. */
  search: { query: string; setQuery: (query: string) => void };
  filter?: ListFilter<Value>;
  sort?: ListSort<Order>;
  /** Rows shown and in all; null while there are none to count yet (first load, failure). */
  shown: number | null;
  total: number | null;
  /** The server holds more rows than the ones loaded (a paged list). */
  more?: boolean;
  /** What the rows are: { one: "order", other: "orders" }. */
  noun: { one: string; other: string };
  /** The rows are what the filters left (filtered by the server, so shown and total agree). */
  filtered?: boolean;
  /** Further filters, after the first. */
  children?: ReactNode;
  /** How many of the folded controls narrow the list (the filter's value counts when not given). */
  activeFilters?: number;
}

function countText(
  shown: number,
  total: number,
  more: boolean,
  filtered: boolean,
  noun: ListToolbarProps<string>["noun"],
) {
  const rows = `${formatCount(total)} ${total === 1 ? noun.one : noun.other}`;
  const count =
    shown !== total
      ? `${formatCount(shown)} of ${rows}`
      : filtered
        ? `${rows} ${total === 1 ? "matches" : "match"}`
        : rows;
  return more ? `${count}, more to load` : count;
}

/** What the foot of a filtered list says once every row is loaded: "1 order found.",
 *  "All 3 matching orders shown." (never "All orders shown." under a search that left one). */
export function allMatchingShown(count: number, noun: ListToolbarProps<string>["noun"]) {
  return count === 1 ? `1 ${noun.one} found.` : `All ${formatCount(count)} matching ${noun.other} shown.`;
}

export function ListToolbar<Value extends string, Order extends string = string>({
  searchLabel,
  search,
  filter,
  sort,
  shown,
  total,
  more = false,
  noun,
  filtered = false,
  children,
  activeFilters = filter?.value ? 1 : 0,
}: ListToolbarProps<Value, Order>) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const folds = Boolean(filter || children || sort);
  return (
    <>
      <div className="admin-filters" data-open={open || undefined}>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-search`}>
            {searchLabel}
          </label>
          <input
            id={`${id}-search`}
            className="field-input"
            type="search"
            // The server refuses a longer search (400); no name or e-mail is that long.
            maxLength={SEARCH_MAX}
            value={search.query}
            onChange={(event) => search.setQuery(event.target.value)}
          />
        </div>
        {folds ? (
          <>
            <button
              type="button"
              className="btn btn-secondary btn-sm admin-filters-toggle"
              aria-expanded={open}
              aria-controls={`${id}-more`}
              onClick={() => setOpen(!open)}
            >
              {activeFilters > 0 ? `Filters (${formatCount(activeFilters)} on)` : "Filters"}
            </button>
            <div id={`${id}-more`} className="admin-filters-more">
              {filter ? <ChoiceSelect {...filter} /> : null}
              {children}
              {sort ? (
                <ChoiceSelect
                  label={sort.label}
                  value={sort.value}
                  options={sort.options}
                  onChange={(value) => value && sort.onChange(value)}
                />
              ) : null}
            </div>
          </>
        ) : null}
      </div>
      <p className="admin-count" role="status">
        {shown === null || total === null ? "" : countText(shown, total, more, filtered, noun)}
      </p>
    </>
  );
}
