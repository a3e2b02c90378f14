import { describeFailure } from './errors';

describe('describeFailure', () => {
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get');
  afterEach(() => onLine.mockReset());

  it('a remote that failed to load while the browser is online: try again later, not "check your network"', () => {
    onLine.mockReturnValue(true);
    const { title, detail } = describeFailure('mfe_shop', 'load');
    expect(title).toBe('상점 화면을 불러오지 못했습니다.');
    expect(detail).toBe('상점 영역의 파일을 받지 못했습니다. 잠시 후 다시 시도해 주세요.');
  });

  it('offline: the connection is named', () => {
    onLine.mockReturnValue(false);
    expect(describeFailure('mfe_shop', 'load').detail).toBe('인터넷 연결이 끊겼습니다. 네트워크 연결을 확인해 주세요.');
  });
});
