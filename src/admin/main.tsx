import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { AdminApp } from './AdminApp';
import { AdminContext } from './AdminContext';
import { createAdminStores } from './AdminStores';
import { createAdminI18n } from './i18n/createAdminI18n';
import '../styles/fonts';
import '../styles/tokens.css';
import '../styles/base.css';
import './admin.css';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const stores = createAdminStores(tabStorage());
const i18n = createAdminI18n();
document.title = i18n.t('title');

createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <AdminContext.Provider value={stores}>
      <AdminApp />
    </AdminContext.Provider>
  </I18nextProvider>,
);
