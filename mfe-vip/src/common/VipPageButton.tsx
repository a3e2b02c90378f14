// A PC button to one of the member's VIP pages: its window, under the name the phone's link gives it.
import { NewWindowButton, type ButtonProps } from '@hanpan/platform';
import { openVipPopup, VIP_PAGE_LABELS } from './popups';

export function VipPageButton({ path, ...props }: { path: keyof typeof VIP_PAGE_LABELS } & Omit<ButtonProps, 'onClick' | 'size' | 'children'>) {
  return (
    <NewWindowButton size="s" {...props} onClick={() => openVipPopup(path)}>
      {VIP_PAGE_LABELS[path]}
    </NewWindowButton>
  );
}
