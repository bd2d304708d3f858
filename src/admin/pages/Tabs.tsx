import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Tabs as the ARIA pattern has them (arrow keys, Home and End move between tabs; Tab goes into the
 * panel), the chosen tab kept in the URL (?tab=) so a view can be linked.
 */
export function Tabs<K extends string>(props: {
  label: string;
  tabs: readonly { key: K; title: string }[];
  render(key: K): ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const chosen = props.tabs.find((tab) => tab.key === params.get('tab'))?.key ?? props.tabs[0]!.key;
  const choose = (key: K) => {
    const next = new URLSearchParams(params);
    next.set('tab', key);
    setParams(next, { replace: true });
    refs.current.get(key)?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    const at = props.tabs.findIndex((tab) => tab.key === chosen);
    const last = props.tabs.length - 1;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(props.tabs[(to + props.tabs.length) % props.tabs.length]!.key);
  };
  return (
    <div className="admin-tabs">
      <div role="tablist" aria-label={props.label} className="admin-tabs__list" onKeyDown={onKey}>
        {props.tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(el) => void (el ? refs.current.set(tab.key, el) : refs.current.delete(tab.key))}
            role="tab"
            type="button"
            id={`tab-${tab.key}`}
            aria-selected={tab.key === chosen}
            aria-controls={`panel-${tab.key}`}
            tabIndex={tab.key === chosen ? 0 : -1}
            onClick={() => choose(tab.key)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${chosen}`} aria-labelledby={`tab-${chosen}`} tabIndex={0}>
        {props.render(chosen)}
      </div>
    </div>
  );
}
