import { sharedPublicKeys } from '@hanpan/platform/query-keys';
import { gamesKeys } from './gamesQueries';

describe('gamesKeys', () => {
  it("is the platform's shared key for GET /api/games: the mobile guide's channels and the home's cards share one answer", () => {
    expect(gamesKeys.games()).toEqual(sharedPublicKeys.games());
  });
});
