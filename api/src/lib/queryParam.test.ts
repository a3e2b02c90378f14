// contracts' address helpers for the payment windows (the pages build them, the sandbox reads them); contracts has no runner of its own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paymentPopupUrl, withQueryParam, withShownMember } from '@hanpan/contracts/constants';

test('one query parameter is set on a path or an absolute address, the others and the hash kept', () => {
  assert.equal(withQueryParam('/services/buy?code=A1#top', 'k', 'v 1'), '/services/buy?code=A1&k=v+1#top');
  assert.equal(withQueryParam('https://pay.example/charge?x=1', 'k', '2'), 'https://pay.example/charge?x=1&k=2');
  // set, not added twice
  assert.equal(withQueryParam('/a?k=1', 'k', '2'), '/a?k=2');
});

test('the payment-window marker and the member the page shows', () => {
  assert.equal(paymentPopupUrl('/payments/charge?amount=10000'), '/payments/charge?amount=10000&paymentWindow=popup');
  assert.equal(withShownMember('/register/plus', 10000102), '/register/plus?shownMember=10000102');
  // a guest's page names nobody
  assert.equal(withShownMember('/register/plus', null), '/register/plus');
});
