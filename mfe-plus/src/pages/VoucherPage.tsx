// /plus/guide/voucher and its pages: available (unused), history (used), inventory (all), purchase.
import { Link, PageInfoView, useHanpanStore, isLoggedIn, type PortalRoute } from '@hanpan/platform';
import { VoucherList } from '../features/vouchers/components/VoucherList';
import { VoucherProducts } from '../features/vouchers/components/VoucherProducts';
import { Card, Note, Stack } from '../ui/layout';

function VoucherIntro() {
  const loggedIn = useHanpanStore((s) => isLoggedIn(s));
  return (
    <Stack>
      <Card>
        <h2>플러스 이용권이란?</h2>
        <ul style={{ margin: 0, paddingLeft: 18, lineHeight: 1.7 }}>
          <li>1개월 또는 3개월 동안 플러스 멤버십을 이용할 수 있는 선불 이용권입니다.</li>
          {/* its own box, not the shop's 내 보관함 (which counts items and membership items: QA looked there) */}
          <li>
            구매한 이용권은 <Link to="/plus/guide/voucher/inventory">이용권 보관함</Link>에 1년 동안 보관되며, 이용 중인 메인 멤버십이 없을 때 사용할 수 있습니다.
          </li>
          <li>이용권 이용 기간은 연속 이용 혜택(정기결제)에 포함되지 않습니다.</li>
        </ul>
      </Card>
      {loggedIn ? <VoucherProducts /> : <Note>로그인하면 이용권을 구매하고 이용권 보관함을 확인할 수 있습니다.</Note>}
    </Stack>
  );
}

export function VoucherPage({ route }: { route: PortalRoute }) {
  const page = route.path.split('/').pop();
  return (
    <PageInfoView route={route}>
      {page === 'available' ? (
        <VoucherList useYn="N" />
      ) : page === 'history' ? (
        <VoucherList useYn="Y" />
      ) : page === 'inventory' ? (
        <VoucherList />
      ) : page === 'purchase' ? (
        <Stack>
          <VoucherProducts />
          <p><Link to="/plus/guide/voucher/inventory">이용권 보관함 보기</Link></p>
        </Stack>
      ) : (
        <VoucherIntro />
      )}
    </PageInfoView>
  );
}
