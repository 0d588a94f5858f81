// WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and
// select them; only the selected tab is in the Tab order. The tabs wrap onto more rows where one
// row cannot hold them (a phone), so every label reads whole. Only the selected panel renders.
import { type KeyboardEvent, type ReactNode, useRef } from "react";

export interface TabItem<K extends string> {
  id: K;
  label: string;
  /** A count beside the label (shown when above 0) and what it counts, for screen readers ("3 unread"). */
  badge?: { count: number; label: string };
}

interface TabsProps<K extends string> {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
  renderPanel: (id: K) => ReactNode;
}

const tabId = (id: string) => `admin-tab-${id}`;
const panelId = (id: string) => `admin-panel-${id}`;

export function Tabs<K extends string>({ label, items, selected, onSelect, renderPanel }: TabsProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the tab that has focus, not the selected one: a tab whose panel is still loading
    // is not selected on screen yet, and a quick second arrow would skip past it.
    const focused = items.findIndex((item) => buttons.current.get(item.id) === event.target);
    const index = focused >= 0 ? focused : items.findIndex((item) => item.id === selected);
    const last = items.length - 1;
    const target: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = items[target[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <>
      <div className="admin-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.id}
            ref={(node) => {
              if (node) buttons.current.set(item.id, node);
              else buttons.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={tabId(item.id)}
            className="admin-tab"
            aria-selected={item.id === selected}
            aria-controls={panelId(item.id)}
            tabIndex={item.id === selected ? 0 : -1}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
            {item.badge && item.badge.count > 0 ? (
              <>
                {" "}
                <span className="admin-tab-badge">
                  <span aria-hidden="true">{item.badge.count}</span>
                  <span className="visually-hidden">({item.badge.label})</span>
                </span>
              </>
            ) : null}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          className="admin-panel"
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selected}
        >
          {item.id === selected ? renderPanel(item.id) : null}
        </div>
      ))}
    </>
  );
}
