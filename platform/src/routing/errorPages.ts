/**
 * Error pages the shell renders (SPEC §2, §7). The SPEC's status messages ('This page could not be
 * found', 'Unknown middleware') stay the error state's message; players read Korean.
 */
export const ERROR_PAGES = {
  403: { title: '성인 인증이 필요합니다', subTitle: '19세 이상, 성인 인증을 마친 회원만 이용할 수 있는 서비스입니다.' },
  404: { title: '페이지를 찾을 수 없습니다', subTitle: '주소가 잘못되었거나 페이지가 옮겨졌습니다. 주소를 다시 확인해 주세요.' },
  500: { title: '일시적인 오류가 발생했습니다', subTitle: '잠시 후 다시 시도해 주세요.' },
  999: { title: '서비스 오류', subTitle: '잠시 후 다시 이용해 주세요.' },
} as const;
export type ErrorStatus = keyof typeof ERROR_PAGES;
