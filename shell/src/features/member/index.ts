// What only a member sees on the first screen (the personal zone's member and need-action boxes,
// the header's account corner, the rating beside the game list), in one chunk a guest never downloads. A page the server rendered
// for a member loads it before hydrating (start.tsx), so it hydrates without waiting.
import { retryableLazy } from '../common/retryableLazy';

const views = () => import(/* webpackChunkName: "member-views" */ './views');

export const MemberBox = retryableLazy(() => views().then((m) => m.MemberBox));
export const NeedActionBox = retryableLazy(() => views().then((m) => m.NeedActionBox));
export const HeaderMember = retryableLazy(() => views().then((m) => m.HeaderMember));
export const MyStanding = retryableLazy(() => views().then((m) => m.MyStanding));
export const ChannelEnterButton = retryableLazy(() => views().then((m) => m.ChannelEnterButton));
export const MemberDataOnReturn = retryableLazy(() => views().then((m) => m.MemberDataOnReturn));

export async function preloadMemberViews(): Promise<void> {
  await Promise.all([MemberBox.preload(), NeedActionBox.preload(), HeaderMember.preload(), MyStanding.preload(), ChannelEnterButton.preload()]);
}
export { ZoneSkeleton } from './ZoneSkeleton';
