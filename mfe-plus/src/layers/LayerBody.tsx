// The common body of a benefit layer: summary, points, the tier it comes with, extra content and
// the action buttons (the frame and header are the shell's popup host's).
import type { ReactNode } from 'react';
import { Button, useNavigate, NewWindowButton } from '@hanpan/platform';
import { Badge, Row, Stack } from '../ui/layout';
import { BENEFIT_TEXTS } from '../features/benefits/lib/benefitTexts';
import { tierAudience } from '../features/guide/guideContent';
import type { PlusBenefitLayerKey } from './keys';

export interface LayerAction {
  label: string;
  onClick(): void;
  variant?: 'primary' | 'secondary' | 'text';
  /** it opens a window popup (says so to assistive technology) */
  newWindow?: boolean;
}

export function LayerBody({ layerKey, children, actions = [] }: { layerKey: PlusBenefitLayerKey; children?: ReactNode; actions?: LayerAction[] }) {
  const text = BENEFIT_TEXTS[layerKey];
  return (
    <Stack $gap="m" data-layer={layerKey}>
      <p style={{ margin: 0, lineHeight: 1.6 }}>
        {text.summary} {text.fromTier && <Badge $tone="gold">{tierAudience(text.fromTier)}</Badge>}
      </p>
      {text.lines.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: 18, lineHeight: 1.7, fontSize: 14 }}>
          {text.lines.map((l) => <li key={l}>{l}</li>)}
        </ul>
      )}
      {children}
      {actions.length > 0 && (
        <Row>
          {actions.map((a) => {
            const Action = a.newWindow ? NewWindowButton : Button;
            return <Action key={a.label} size="s" variant={a.variant ?? 'primary'} onClick={a.onClick}>{a.label}</Action>;
          })}
        </Row>
      )}
    </Stack>
  );
}

/** Leaves the layer for a portal page (opening a route closes the layer anyway, SPEC §2). */
export function useLayerNavigate(resolve: (value: boolean) => void): (href: string) => void {
  const navigate = useNavigate();
  return (href: string) => {
    resolve(true);
    navigate(href);
  };
}
