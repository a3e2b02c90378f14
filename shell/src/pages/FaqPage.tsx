// /faq: categories, keyword search, paging (zero-based to the server) and the article detail.
import { FAQ_KEYWORD_MAX, searchStatus, searchTerm } from '@hanpan/contracts/search';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ErrorState,
  formatDate,
  Paging,
  Skeleton,
  SkeletonTable,
  staleMarks,
  touchTarget,
  useSearchParams,
  VisuallyHidden,
  type PortalRoute,
} from '@hanpan/platform';
import { idOfAddress, pageInAddress, pageOfAddress, searchWith } from '@hanpan/platform/address';
import { useFaqCategories } from '../features/faq/hooks/useFaqCategories';
import { useFaqDetail } from '../features/faq/hooks/useFaqDetail';
import { useFaqList } from '../features/faq/hooks/useFaqList';
import { Card } from '../features/common/ui';

const PAGE_SIZE = 10;

const Wrap = styled.div`
  display: grid;
  /* minmax(0, …): the search form's intrinsic width must not widen the page past a narrow window */
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  padding-top: 20px;
`;
const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    border: 1px solid #d1d5db;
    background: #fff;
    border-radius: 999px;
    padding: 6px 14px;
    font-size: 14px;
    cursor: pointer;
    ${touchTarget}
  }
  button[aria-pressed='true'] {
    background: #b91c1c;
    border-color: #b91c1c;
    color: #fff;
    font-weight: 700;
  }
`;
const Search = styled.form`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
    height: 40px;
    border: 1px solid #d1d5db;
    border-radius: 8px;
    padding: 0 12px;
    font-size: 15px;
    ${touchTarget}
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid #f3f4f6;
  }
  button {
    width: 100%;
    text-align: left;
    background: none;
    border: 0;
    padding: 14px 4px;
    font-size: 15px;
    cursor: pointer;
    display: flex;
    align-items: baseline;
    gap: 10px;
  }
  small {
    color: #b91c1c;
    flex: none;
  }
`;
const Answer = styled.div`
  background: #f9fafb;
  border-radius: 8px;
  padding: 14px;
  margin: 0 0 12px;
  font-size: 14px;
  line-height: 1.7;
  white-space: pre-line;
`;


/** `titled`: the question is not in the list on screen (a link to another page's): its title too. */
function FaqDetailView({ id, titled = false, onClose }: { id: number; titled?: boolean; onClose(): void }) {
  const detail = useFaqDetail(id);
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  if (detail.data === undefined) return <Skeleton lines={3} />;
  // a question an old link names and that is gone: said here, the list stays (QA: the whole page was the 404 page)
  if (detail.data === null) {
    return (
      <EmptyState message="찾으시는 질문이 없습니다. 삭제되었거나 주소가 잘못되었습니다.">
        <Button variant="secondary" style={{ marginTop: 12 }} onClick={onClose}>
          닫기
        </Button>
      </EmptyState>
    );
  }
  return (
    <Answer data-testid="faq-detail">
      {titled && <h2 style={{ margin: '0 0 8px', fontSize: 16 }}>{detail.data.title}</h2>}
      {detail.data.content}
      <div style={{ marginTop: 8, color: '#9ca3af', fontSize: 12 }}>{formatDate(detail.data.createdAt)}</div>
    </Answer>
  );
}

export function FaqPage({ route }: { route: PortalRoute }) {
  const [params, setParams] = useSearchParams();
  const categories = useFaqCategories();
  // a category that is not one of them (an old link, a typed number) is 전체, as a malformed one is;
  // the list waits for the categories to know which
  const askedCategory = Number(params.get('categoryId')) || undefined;
  const categoryId = categories.data && !categories.data.some((c) => c.id === askedCategory) ? undefined : askedCategory;
  // the address's word as the API takes it (a longer one is refused): cut to the box's limit
  const keyWord = searchTerm(params.get('keyWord'), FAQ_KEYWORD_MAX);
  const page = pageOfAddress(params.get('page'));
  // (a number that is no question's, '1.5', is none: QA saw a 다시 시도 that could never work)
  const openId = idOfAddress(params.get('id'));
  const [draft, setDraft] = useState(keyWord);
  // Back/Forward change the keyword in the address: the box follows it (not only on first render)
  const [draftOf, setDraftOf] = useState(keyWord);
  if (draftOf !== keyWord) {
    setDraftOf(keyWord);
    setDraft(keyWord);
  }
  // the list takes the focus on another page: the paging buttons go while it loads (and 다음 is disabled on the last)
  const listCard = useRef<HTMLElement>(null);
  const list = useFaqList({ categoryId, keyWord: keyWord || undefined, page, pageSize: PAGE_SIZE }, askedCategory === undefined || !categories.isPending);

  const update = (next: Record<string, string | number | undefined>) => setParams(searchWith(params, next));

  return (
    <Wrap data-page={route.pageInfo.name}>
      <header>
        <h1 style={{ margin: '0 0 4px' }}>{route.pageInfo.title}</h1>
        <p style={{ margin: 0, color: '#6b7280' }}>{route.pageInfo.subTitle}</p>
      </header>
      <Card>
        <Search
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            update({ keyWord: draft.trim(), page: undefined, id: undefined });
          }}
        >
          <input aria-label="검색어" placeholder="궁금한 내용을 입력하세요" value={draft} maxLength={FAQ_KEYWORD_MAX} onChange={(e) => setDraft(e.target.value)} />
          <Button type="submit">검색</Button>
        </Search>
        <div style={{ marginTop: 12 }}>
          {categories.isError ? (
            <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />
          ) : (
            <Chips role="group" aria-label="분류">
              <button type="button" aria-pressed={!categoryId} onClick={() => update({ categoryId: undefined, page: undefined, id: undefined })}>
                전체
              </button>
              {(categories.data ?? []).map((c) => (
                <button key={c.id} type="button" aria-pressed={categoryId === c.id} onClick={() => update({ categoryId: c.id, page: undefined, id: undefined })}>
                  {c.name} ({c.articleCount})
                </button>
              ))}
            </Chips>
          )}
        </div>
      </Card>
      {/* in the page from the start: a live region added with its text is often not read */}
      <VisuallyHidden role="status" data-testid="faq-search-status">
        {searchStatus(keyWord, list, '건')}
      </VisuallyHidden>
      {/* a link to one question (?id=) that is not on this page of the list: it opens above the list */}
      {openId > 0 && list.data && !list.isPlaceholderData && !list.data.content.some((item) => item.id === openId) && (
        <Card aria-label="선택한 질문">
          <FaqDetailView
            id={openId}
            titled
            onClose={() => {
              update({ id: undefined });
              // its 닫기 goes with it: the list takes the focus (not the top of the document)
              listCard.current?.focus();
            }}
          />
        </Card>
      )}
      <Card ref={listCard} tabIndex={-1} aria-label="질문 목록" aria-busy={list.isPlaceholderData || undefined}>
        {list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <SkeletonTable rows={5} columns={1} />
        ) : list.data.content.length === 0 && list.data.totalPages > 0 ? (
          // an address past the last page (an old link, a typed number): the last page is one tap away
          <EmptyState message={`이 페이지에는 질문이 없습니다. 질문은 ${list.data.totalPages}쪽까지 있습니다.`}>
            <Button variant="secondary" style={{ marginTop: 12 }} onClick={() => update({ page: pageInAddress(list.data.totalPages - 1), id: undefined })}>
              마지막 페이지로
            </Button>
          </EmptyState>
        ) : list.data.content.length === 0 ? (
          <EmptyState message={keyWord ? `'${keyWord}'에 대한 검색 결과가 없습니다.` : '등록된 질문이 없습니다.'}>
            {/* searched in one category: the others may have it */}
            {keyWord && categoryId !== undefined && (
              <Button variant="secondary" style={{ marginTop: 12 }} onClick={() => update({ categoryId: undefined, page: undefined, id: undefined })}>
                전체 분류에서 찾기
              </Button>
            )}
          </EmptyState>
        ) : (
          <>
            {/* the previous list while the next one loads (another category, page or search) */}
            <List data-testid="faq-list" {...staleMarks(list.isPlaceholderData)}>
              {list.data.content.map((item) => (
                <li key={item.id}>
                  <button type="button" aria-expanded={openId === item.id} onClick={() => update({ id: openId === item.id ? undefined : item.id })}>
                    <small>{item.categoryName}</small>
                    <span>{item.title}</span>
                  </button>
                  {openId === item.id && <FaqDetailView id={item.id} onClose={() => update({ id: undefined })} />}
                </li>
              ))}
            </List>
            {list.data.totalPages > 1 && (
              <Paging
                page={page}
                totalPages={list.data.totalPages}
                onChange={(p) => {
                  update({ page: pageInAddress(p), id: undefined });
                  listCard.current?.focus();
                }}
                aria-label="질문 목록 페이지"
              />
            )}
          </>
        )}
      </Card>
    </Wrap>
  );
}
