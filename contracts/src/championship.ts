// Championship (HPC) texts shared by the championship pages and the shell's sponsor page. A module
// of its own: constants.ts sits in the shell's first-load chunk, and any export of it one lazy page
// uses is carried there.

/**
 * Who plays an HPC championship, as the API's hpc apply decides it (per championship, once, inside its
 * recruit window; no other application enters anyone): every page that says how to take part reads it.
 */
export const HPC_ENTRY_RULE_TEXT = '한판 회원이면 누구나 HPC 대회마다 참가 신청 기간에 한 번 참가 신청할 수 있으며, 참가 신청한 회원만 그 대회에 입장합니다.';
