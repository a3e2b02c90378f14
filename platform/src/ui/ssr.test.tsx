/** @jest-environment node */
// The shell frame is to be server-rendered: the kit must import and render without window/document.
import { renderToString } from 'react-dom/server';
import { AreaProviders } from './AreaProviders';
import { AlertFrame } from './AlertFrame';
import { Button } from './Button';
import { MoneyText } from './MoneyText';
import { Paging } from './Paging';
import { Skeleton } from './Skeleton';
import { Tabs } from './Tabs';
import { hanpanStore } from '../store/hanpanStore';

describe('server rendering', () => {
  it('renders the kit with no browser globals', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <AreaProviders>
        <Button>확인</Button>
        <MoneyText value="123400000000" />
        <Paging page={1} totalPages={3} onChange={() => {}} />
        <Skeleton />
        <Tabs items={[{ key: 'a', label: 'A' }]} value="a" onChange={() => {}} />
        <AlertFrame body="본문" onSubmit={() => {}} />
      </AreaProviders>,
    );
    expect(html).toContain('1,234억');
    expect(html).toContain('본문');
    expect(hanpanStore.getState().member.memberNo).toBeNull();
  });
});
