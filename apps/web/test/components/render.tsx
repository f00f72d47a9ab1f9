import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, MemoryRouter } from 'react-router';

/**
 * Renders a component inside the app's providers (apps/web/src/app/providers.tsx) and a router at `path`, with a
 * query cache of its own: a test puts the records a component reads into it (`cache`), so nothing is fetched.
 * `history: 'browser'` routes through jsdom's address bar, for what reads `window.location` (the map's URL state).
 */
export function renderInApp(
  ui: ReactElement,
  options: { path?: string; cache?: [readonly unknown[], unknown][]; history?: 'memory' | 'browser' } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } },
  });
  for (const [key, data] of options.cache ?? []) client.setQueryData(key, data);
  if (options.history === 'browser') window.history.replaceState(null, '', options.path ?? '/');
  return render(
    <ConfigProvider>
      <AntApp>
        <QueryClientProvider client={client}>
          {options.history === 'browser' ? (
            <BrowserRouter>{ui}</BrowserRouter>
          ) : (
            <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
          )}
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}
