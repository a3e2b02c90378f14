// Every fixed Korean (and the one English) user-facing text of the SPEC, defined once.
export const MESSAGES = {
  ssoFailure: '예상치 못한 예외로 인하여 인증 정보 조회에 실패했습니다.',
  loginRequired: '로그인 후, 이용해 주세요.',
  timeout: '서버 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요.',
  network: '네트워크 연결을 확인해 주세요.',
  answerLost: '처리 결과 확인 필요',
  offlineNotSent: '오프라인 상태라 요청을 보내지 않았습니다. 네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
  unknownError: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  clipboardFailure: '클립보드 복사 실패',
  clipboardSuccess: '클립보드에 복사되었습니다.',
  macOsBlocked: '맥(Mac)OS 환경에서는 서비스를 지원하지 않습니다.',
  selectAvatar: '아바타를 선택해 주세요.',
  jokerCatchPartner: '조커 잡기는 X-Plus 이상 가입자분들만 이용하실 수 있습니다.',
  confirmItemUse: '아이템을 사용하시겠습니까?',
  shortcutInstalled: '이미 바로가기 앱이 설치되었습니다.',
  partnerBlocked: '채널링 서비스에서는 이용하실 수 없는 서비스입니다.',
  notFound: 'This page could not be found',
  unknownMiddleware: 'Unknown middleware',
  adultOnly: '19세 이상 이용 가능한 서비스입니다.',
  errorTitle: '일시적인 오류가 발생했습니다.',
  retry: '다시 시도',
  empty: '내역이 없습니다.',
  loading: '불러오는 중',
  ok: '확인',
  cancel: '취소',
  close: '닫기',
  notice: '알림',
  layer: '안내',
} as const;

/**
 * Text in membership statusDescription meaning a regular (subscription) payment is running: the
 * one constant the API writes and the client reads (@hanpan/contracts/constants).
 */
export { PAYMENT_IN_PROGRESS_TEXT as REGULAR_PAYMENT_IN_PROGRESS_TEXT } from '@hanpan/contracts/constants';
/** Shown when continuous group usage reaches the discount threshold. */
export const CONTINUOUS_DISCOUNT_TEXT = '5% 할인중';
export const NO_VALUE_TEXT = '-';
