import { describeHookFiles } from '../../testing/hookFilesContract';
import { memberKey, platformKeys } from '../platformQueries';

describeHookFiles(__dirname, 10);

describe('platform query keys', () => {
  it('put the member number right after the member prefix', () => {
    for (const [name, factory] of Object.entries(platformKeys)) {
      const key = (factory as (memberNo: string) => readonly unknown[])('M1');
      expect(['member', 'public', 'global']).toContain(key[0]);
      if (key[0] === 'member') expect([name, key.slice(0, 2)]).toEqual([name, memberKey('M1')]);
    }
  });
  it('differ per member and use the guest key without one', () => {
    expect(platformKeys.personalZone('1')).not.toEqual(platformKeys.personalZone('2'));
    expect(platformKeys.personalZone(null)[1]).toBe('guest');
  });
});
