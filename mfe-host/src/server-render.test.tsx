/**
 * @jest-environment node
 */
// The host's server renderer with a remote whose Routes module names its page's queries (pageQueries): the page is
// rendered once, with its data; a named query the page does not ask for neither goes with the page nor, when it
// fails, sends the page to the browser; what the page asks beyond the named queries is still found by rendering.
import { useQuery } from '@tanstack/react-query';
import type { RemoteModuleId } from '@er/contracts';
import { configure, render, type ServerRemoteLoader } from './server';

interface FakeRemote {
  named: string[];
  /** Each render of the page, with what its query held at the time. */
  renders: string[];
  fetched: string[];
}

const fake: FakeRemote = { named: [], renders: [], fetched: [] };

function query(name: string) {
  return {
    queryKey: ['fake', name],
    queryFn: async () => {
      fake.fetched.push(name);
      if (name.startsWith('failing')) throw new Error(`${name} failed`);
      return { text: `answer of ${name}` };
    },
  };
}

/** The search page's route tree, as the items remote exposes it: the page asks for 'listings', then 'more'. */
function FakeRoutes() {
  const listings = useQuery(query('listings'));
  const more = useQuery({ ...query('more'), enabled: listings.isSuccess });
  fake.renders.push(`${listings.status}/${more.status}`);
  return (
<p data-testid="fake-page">{`${listings.data?.text ?? '…'} ${more.data?.text ?? '…'}`}</p>
  );
}

const loadRemote = (async (id: RemoteModuleId) => {
  if (id !== 'mfe_items/Routes') throw new Error(`${id} is not in this test`);
  return { default: FakeRoutes, pageQueries: () => fake.named.map(query) };
}) as ServerRemoteLoader;

beforeAll(() => {
  configure({ runtime: { gtmId: null, firebase: null, buildId: null, companyLicenseNumber: null, nodeEnv: 'production' }, apiOrigin: 'http://127.0.0.1:9' });
});

beforeEach(() => {
  fake.named = [];
  fake.renders = [];
  fake.fetched = [];
});

const renderSearch = () => render({ url: '/item/search?keyword=Java', origin: 'http://localhost', loadRemote });

function dehydratedKeys(result: Awaited<ReturnType<typeof render>>): string[] {
  return (result?.queryState.queries ?? []).map((q) => q.queryHash).sort();
}

describe('server rendering with the queries a remote names', () => {
  it('renders the page once when it names everything the page asks for', async () => {
    fake.named = ['listings', 'more'];
    const result = await renderSearch();
    expect(fake.renders).toEqual(['success/success']);
    expect(result?.html).toContain('answer of listings answer of more');
    expect(dehydratedKeys(result)).toEqual(['["fake","listings"]', '["fake","more"]']);
  });

  it('finds by rendering what the page asks for beyond the named queries', async () => {
    fake.named = ['listings'];
    const result = await renderSearch();
    expect(fake.renders).toEqual(['success/pending', 'success/success']);
    expect(result?.html).toContain('answer of listings answer of more');
    expect(fake.fetched.sort()).toEqual(['listings', 'more']);
  });

  it('without named queries, renders until the page asks for nothing new', async () => {
    const result = await renderSearch();
    expect(fake.renders).toEqual(['pending/pending', 'success/pending', 'success/success']);
    expect(result?.html).toContain('answer of listings answer of more');
  });

  it('leaves out of the page a named query the page did not ask for, and its failure', async () => {
    fake.named = ['listings', 'more', 'unused', 'failing-unused'];
    const result = await renderSearch();
    expect(result).not.toBeNull();
    expect(fake.renders).toEqual(['success/success']);
    expect(dehydratedKeys(result)).toEqual(['["fake","listings"]', '["fake","more"]']);
    expect(fake.fetched.sort()).toEqual(['failing-unused', 'listings', 'more', 'unused']);
  });
});
