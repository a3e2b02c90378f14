import { announceRoute, ROUTE_ANNOUNCER_ID, SETTLE_MS, WATCH_MS } from './announceRoute';

const region = () => document.getElementById(ROUTE_ANNOUNCER_ID);

function page(main: string, header = '<header><nav><a href="/vip">VIP</a></nav></header>') {
  document.body.innerHTML = `${header}<main>${main}</main>`;
}

describe('announceRoute', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.title = 'VIP 클럽 | 한판';
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('says the new title in one polite live region, once the page had time to render', () => {
    page('<h1>VIP 클럽</h1>');
    announceRoute();
    expect(region()?.getAttribute('aria-live')).toBe('polite');
    expect(region()?.getAttribute('aria-atomic')).toBe('true');
    // emptied first: the same words again (two products) are still a change to read
    expect(region()?.textContent).toBe('');
    jest.advanceTimersByTime(SETTLE_MS);
    expect(region()?.textContent).toBe('VIP 클럽 | 한판');

    document.title = '상점 | 한판';
    announceRoute();
    jest.advanceTimersByTime(SETTLE_MS);
    expect(document.querySelectorAll(`#${ROUTE_ANNOUNCER_ID}`)).toHaveLength(1);
    expect(region()?.textContent).toBe('상점 | 한판');
  });

  it('moves the focus from the header link that was pressed to the new page’s main heading, without scrolling', () => {
    page('<h1>VIP 클럽</h1><p>본문</p>');
    document.querySelector<HTMLElement>('header a')!.focus();
    const heading = document.querySelector('h1')!;
    const focus = jest.spyOn(heading, 'focus');
    announceRoute();
    expect(document.activeElement).not.toBe(heading);
    jest.advanceTimersByTime(SETTLE_MS);
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('focus lost with the page left (on the body) goes to the main region when the page has no heading yet', () => {
    page('<div aria-busy="true"></div>');
    (document.activeElement as HTMLElement | null)?.blur();
    announceRoute();
    jest.advanceTimersByTime(SETTLE_MS);
    const main = document.querySelector('main')!;
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
  });

  it('the main region stands in until the page’s heading renders (Back to a page whose code comes late): then the heading takes the focus', () => {
    document.body.innerHTML = '<main></main>';
    announceRoute();
    jest.advanceTimersByTime(SETTLE_MS);
    expect(document.activeElement?.tagName).toBe('MAIN');
    document.querySelector('main')!.innerHTML = '<h1>상점</h1>';
    jest.advanceTimersByTime(400);
    expect(document.activeElement?.textContent).toBe('상점');
  });

  it('a main region that is already focusable keeps its own tabindex', () => {
    document.body.innerHTML = '<main id="main-content" tabindex="0"><p>본문</p></main>';
    announceRoute();
    jest.advanceTimersByTime(SETTLE_MS);
    expect(document.activeElement?.id).toBe('main-content');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
  });

  it('focus the page kept (a category list inside the page) stays where the player put it', () => {
    page('<h1>상점</h1><nav><a href="/shop/AVATAR">아바타</a></nav>');
    const category = document.querySelector<HTMLElement>('main a')!;
    category.focus();
    announceRoute();
    jest.advanceTimersByTime(SETTLE_MS);
    expect(document.activeElement).toBe(category);
    expect(region()?.textContent).toBe('VIP 클럽 | 한판');
  });

  it('the link pressed inside the old page, still there while the new page loads: once it goes, the focus moves to the new page', () => {
    page('<h1>상점</h1><ul><li><a href="/product/A1001">블랙 수트 신사</a></li></ul>');
    const card = document.querySelector<HTMLElement>('main a')!;
    card.focus();
    announceRoute();
    jest.advanceTimersByTime(SETTLE_MS);
    expect(document.activeElement).toBe(card);
    // the product page's code arrived: the list and its link are gone, the focus fell to the body
    document.querySelector('main')!.innerHTML = '<h1>상품 상세</h1><h2>블랙 수트 신사</h2>';
    expect(document.activeElement).toBe(document.body);
    jest.advanceTimersByTime(400);
    expect(document.activeElement?.textContent).toBe('상품 상세');
  });

  it('the old page’s heading, focused while the new page’s code was on its way, goes with it: the focus moves to the new heading', () => {
    page('<h1>상점</h1>');
    announceRoute();
    jest.advanceTimersByTime(SETTLE_MS);
    expect(document.activeElement?.textContent).toBe('상점');
    document.querySelector('main')!.innerHTML = '<h1>상품 상세</h1>';
    jest.advanceTimersByTime(400);
    expect(document.activeElement?.textContent).toBe('상품 상세');
  });

  it('a title the page refines with its data (a product’s name) is said too, while the page is watched', () => {
    document.title = '상품 상세 | 한판';
    page('<h1>상품 상세</h1>');
    announceRoute();
    jest.advanceTimersByTime(SETTLE_MS);
    expect(region()?.textContent).toBe('상품 상세 | 한판');
    document.title = '블랙 수트 신사 | 한판';
    jest.advanceTimersByTime(400);
    expect(region()?.textContent).toBe('블랙 수트 신사 | 한판');
    // watched for a while only
    jest.advanceTimersByTime(WATCH_MS);
    document.title = '다른 제목 | 한판';
    jest.advanceTimersByTime(1000);
    expect(region()?.textContent).toBe('블랙 수트 신사 | 한판');
  });

  it('a newer navigation takes over: the older one says and moves nothing more', () => {
    page('<h1>VIP 클럽</h1>');
    const link = document.querySelector<HTMLElement>('header a')!;
    link.focus();
    announceRoute();
    jest.advanceTimersByTime(SETTLE_MS - 100);
    document.title = '상점 | 한판';
    announceRoute();
    // the older one's moment came: nothing said, the focus where it was
    jest.advanceTimersByTime(100);
    expect(region()?.textContent).toBe('');
    expect(document.activeElement).toBe(link);
    jest.advanceTimersByTime(SETTLE_MS);
    expect(region()?.textContent).toBe('상점 | 한판');
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('an open dialog keeps the focus (a middleware alert on the way to the page)', () => {
    page('<h1>VIP 클럽</h1>');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'alertdialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.innerHTML = '<button>확인</button>';
    document.body.append(dialog);
    dialog.querySelector('button')!.focus();
    announceRoute();
    jest.advanceTimersByTime(SETTLE_MS);
    expect(document.activeElement?.textContent).toBe('확인');
  });

  it('a page without a main region (the bare layout) is only announced', () => {
    document.body.innerHTML = '<div><h1>점검 중</h1></div>';
    announceRoute();
    jest.advanceTimersByTime(SETTLE_MS);
    expect(document.activeElement).toBe(document.body);
    expect(region()?.textContent).toBe('VIP 클럽 | 한판');
  });
});
