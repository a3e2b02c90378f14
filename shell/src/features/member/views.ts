// The member views' chunk (loaded through ./index).
export { MemberBox } from './MemberBox';
export { NeedActionBox } from './NeedActionBox';
export { HeaderMember } from './HeaderMember';
export { MyStanding } from './MyStanding';
export { ChannelEnterButton } from './ChannelEnterButton';
export { MemberDataOnReturn } from './useMemberDataOnReturn';
