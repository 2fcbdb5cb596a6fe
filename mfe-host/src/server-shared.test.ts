/**
 * @jest-environment node
 */
// The packages a remote's server build takes from the host are named twice: in the remotes registry (the remotes'
// server builds leave them out as externals) and in the host's server renderer (the modules handed to them). A
// name in one list only would make a remote's server build fail to load, and its part fall back to the browser.
import { serverShared } from '@er/contracts/remotes';
import { shared } from './server';

describe('the host modules a remote server build takes', () => {
  it('are the same in the remotes registry and the host server renderer', () => {
    expect(Object.keys(shared).sort()).toEqual([...serverShared.host].sort());
  });
});
