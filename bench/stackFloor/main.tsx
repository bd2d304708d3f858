// The stack's floor (bench/stackFloor.ts): the smallest page built on the libraries the lobby's
// first load must carry (React 19 with react-dom, react-router, MobX with mobx-react-lite, i18next
// with react-i18next), each used the way the client uses it, and nothing of our own beyond that.
import i18next from 'i18next';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Link, useNavigate, useRoutes, useSearchParams } from 'react-router-dom';

class CounterStore {
  count = 0;
  constructor() {
    makeAutoObservable(this);
  }
  add() {
    this.count++;
  }
}

const store = new CounterStore();
void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { plays_one: '{{count}} play', plays_other: '{{count}} plays' } } },
  initAsync: false,
});

const Counter = observer(function Counter() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => (store.add(), navigate(`?n=${store.count}`))}>
      {t('plays', { count: store.count })} {params.get('n')}
    </button>
  );
});

function Routes() {
  return useRoutes([
    { path: '/', element: <Counter /> },
    { path: '*', element: <Link to="/">home</Link> },
  ]);
}

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes />
  </BrowserRouter>,
);
