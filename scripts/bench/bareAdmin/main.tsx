// A minimal react-admin 5 app (three resources, one nivo chart, a login page, data from ra-data-fakerest) that
// `npm run bench` builds and times beside the console (scripts/bench/bareApp.ts): the floor our console is measured
// against.
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource, type AuthProvider } from 'react-admin';
import fakeDataProvider from 'ra-data-fakerest';
import { Dashboard } from './Dashboard';
import { fakeData } from './data';

const authProvider: AuthProvider = {
  login: async ({ username }: { username: string }) => void localStorage.setItem('user', username),
  logout: async () => void localStorage.removeItem('user'),
  checkAuth: async () => {
    if (!localStorage.getItem('user')) throw new Error('not signed in');
  },
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

createRoot(document.getElementById('root') as HTMLElement).render(
  <Admin
    dataProvider={fakeDataProvider(fakeData())}
    authProvider={authProvider}
    dashboard={Dashboard}
    disableTelemetry
  >
    <Resource name="stores" list={ListGuesser} />
    <Resource name="gateways" list={ListGuesser} />
    <Resource name="tags" list={ListGuesser} />
  </Admin>,
);
