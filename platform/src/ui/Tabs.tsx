// WAI-ARIA tabs: one tab stop, arrows/Home/End move between tabs (automatic activation).
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { EDGE_FADE_PX, scrollEdgeFade } from './scrollEdgeFade';

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
}

export interface TabsProps<K extends string = string> {
  items: readonly TabItem<K>[];
  value: K;
  onChange(key: K): void;
  'aria-label'?: string;
  /** Content of the selected tab (rendered in the tabpanel). */
  children?: ReactNode;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  ${scrollEdgeFade}
`;

// a label stays on one line (at 320 px "통장" broke into two letters): the list scrolls sideways instead
const Tab = styled.button<{ $selected: boolean }>`
  flex: none;
  white-space: nowrap;
  border: 0;
  background: none;
  padding: ${({ theme }) => `${theme.space.s} ${theme.space.l}`};
  min-height: 44px;
  cursor: pointer;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.textSecondary)};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.fontWeights.bold : theme.fontWeights.regular)};
  border-bottom: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  /* inside: the list's sideways scroll clipped the ring to one edge (QA keyboard) */
  &:focus-visible { outline-offset: -3px; }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.l};
`;

export function Tabs<K extends string>({ items, value, onChange, children, ...aria }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((item) => item.key === value);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (at + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (at - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === null || items.length === 0) return;
    event.preventDefault();
    onChange(items[next]!.key);
    const tab = refs.current[next];
    tab?.focus();
    // zoomed in or on a phone the tab may sit past the list's edge: bring it into the list's view
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const selectedIndex = items.findIndex((item) => item.key === value);
  // On a phone the selected tab may lie past the list's edge (훌라3 opened from a link: QA saw only
  // 7포커 and 로우바둑이): the list scrolls it clear of the fade — the list only, never the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current[selectedIndex];
    if (!list || !tab) return;
    const box = list.getBoundingClientRect();
    const at = tab.getBoundingClientRect();
    if (at.left < box.left + EDGE_FADE_PX) list.scrollLeft -= box.left + EDGE_FADE_PX - at.left;
    else if (at.right > box.right - EDGE_FADE_PX) list.scrollLeft += at.right - (box.right - EDGE_FADE_PX);
  }, [selectedIndex]);
  return (
    <div>
      <List ref={listRef} role="tablist" aria-label={aria['aria-label']} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = item.key === value;
          return (
            <Tab
              key={item.key}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              $selected={selected}
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {children !== undefined && (
        <Panel role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selectedIndex}`} tabIndex={0}>
          {children}
        </Panel>
      )}
    </div>
  );
}
